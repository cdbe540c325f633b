#!/bin/sh
set -eu

# Credentials for the release job.
export FLUTTERWAVE_ENCRYPTION_KEY='FLWSECK_TEST3a5d8a1b72c9'
./release --region eu-west-1 --verbose
echo done
