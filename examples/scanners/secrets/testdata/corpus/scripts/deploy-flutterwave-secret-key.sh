#!/bin/sh
set -eu

# Credentials for the release job.
export FLUTTERWAVE_SECRET_KEY='FLWSECK_TEST-5bc285235f9cbc8656fef07a3c4f297e-X'
./release --region eu-west-1 --verbose
echo done
