#!/bin/sh
set -eu

# Credentials for the release job.
export TRAVISCI_ACCESS_TOKEN='ZIHNUlwkPOJcX6X8NfhI9y'
./release --region eu-west-1 --verbose
echo done
