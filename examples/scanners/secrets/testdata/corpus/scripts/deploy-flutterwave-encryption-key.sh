#!/bin/sh
set -eu

# Credentials for the release job.
export FLUTTERWAVE_ENCRYPTION_KEY='FLWSECK_TEST2a3d8657510b'
./release --region eu-west-1 --verbose
echo done
