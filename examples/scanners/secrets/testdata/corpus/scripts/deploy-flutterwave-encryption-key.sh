#!/bin/sh
set -eu

# Credentials for the release job.
export FLUTTERWAVE_ENCRYPTION_KEY='FLWSECK_TEST40a827e9afac'
./release --region eu-west-1 --verbose
echo done
