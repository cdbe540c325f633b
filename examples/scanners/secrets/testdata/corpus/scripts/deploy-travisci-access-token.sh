#!/bin/sh
set -eu

# Credentials for the release job.
export TRAVISCI_ACCESS_TOKEN='BD5mzpBYMuYDtBn1eEKQ0B'
./release --region eu-west-1 --verbose
echo done
