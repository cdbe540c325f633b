#!/bin/sh
set -eu

# Credentials for the release job.
export PLAID_SECRET_KEY='f30c1dbd501ec4c2d7c254a07c4933'
./release --region eu-west-1 --verbose
echo done
