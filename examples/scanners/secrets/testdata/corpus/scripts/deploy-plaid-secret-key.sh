#!/bin/sh
set -eu

# Credentials for the release job.
export PLAID_SECRET_KEY='c6aab2f0f574ffebec0295dc091a59'
./release --region eu-west-1 --verbose
echo done
