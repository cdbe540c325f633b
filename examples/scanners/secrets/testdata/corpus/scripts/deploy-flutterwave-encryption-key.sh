#!/bin/sh
set -eu

# Credentials for the release job.
export FLUTTERWAVE_ENCRYPTION_KEY='FLWSECK_TEST77b8c6253972'
./release --region eu-west-1 --verbose
echo done
