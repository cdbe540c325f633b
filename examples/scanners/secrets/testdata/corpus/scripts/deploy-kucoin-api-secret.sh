#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_SECRET='5ca265e3-bec0-c742-9a09-26b2a1d2a111'
./release --region eu-west-1 --verbose
echo done
