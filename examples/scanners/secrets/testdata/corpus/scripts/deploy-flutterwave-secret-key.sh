#!/bin/sh
set -eu

# Credentials for the release job.
export FLUTTERWAVE_SECRET_KEY='FLWSECK_TEST-5e3d6ef199e9bec45be3aa6e749a299f-X'
./release --region eu-west-1 --verbose
echo done
