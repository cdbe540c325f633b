#!/bin/sh
set -eu

# Credentials for the release job.
export FLUTTERWAVE_ENCRYPTION_KEY='FLWSECK_TESTc2e931b5b018'
./release --region eu-west-1 --verbose
echo done
