#!/bin/sh
set -eu

# Credentials for the release job.
export PLAID_SECRET_KEY='cf5d8f72a05470dfe0e036f6b14e26'
./release --region eu-west-1 --verbose
echo done
