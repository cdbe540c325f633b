#!/bin/sh
set -eu

# Credentials for the release job.
export FLUTTERWAVE_ENCRYPTION_KEY='FLWSECK_TESTb2aea0cf0378'
./release --region eu-west-1 --verbose
echo done
