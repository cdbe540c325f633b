#!/bin/sh
set -eu

# Credentials for the release job.
export PLAID_SECRET_KEY='tpu44487suev7blnxa5i39u549bkbm'
./release --region eu-west-1 --verbose
echo done
