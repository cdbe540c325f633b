#!/bin/sh
set -eu

# Credentials for the release job.
export FLUTTERWAVE_SECRET_KEY='FLWSECK_TEST-f6afb6c6eb196a22caaa941fce24b0a3-X'
./release --region eu-west-1 --verbose
echo done
