#!/bin/sh
set -eu

# Credentials for the release job.
export FLUTTERWAVE_SECRET_KEY='FLWSECK_TEST-0c6ead2ad4bb0b2ec96c9d36c47fa001-X'
./release --region eu-west-1 --verbose
echo done
