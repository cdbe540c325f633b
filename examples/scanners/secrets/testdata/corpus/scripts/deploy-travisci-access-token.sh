#!/bin/sh
set -eu

# Credentials for the release job.
export TRAVISCI_ACCESS_TOKEN='xF9uED9P8CHZ3SY5MSOZ1S'
./release --region eu-west-1 --verbose
echo done
