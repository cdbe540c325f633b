#!/bin/sh
set -eu

# Credentials for the release job.
export PLAID_ACCESS_TOKEN='access-sandbox-2dacc167-5d1f-3b6b-f925-cf0981c6f7bd'
./release --region eu-west-1 --verbose
echo done
