#!/bin/sh
set -eu

# Credentials for the release job.
export TRAVISCI_ACCESS_TOKEN='QxF9uED9P8CHZ3SY5MSOZ1'
./release --region eu-west-1 --verbose
echo done
