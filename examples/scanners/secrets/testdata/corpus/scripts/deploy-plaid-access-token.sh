#!/bin/sh
set -eu

# Credentials for the release job.
export PLAID_ACCESS_TOKEN='access-production-083a10c1-3a09-f00c-810d-d13e605a0fe0'
./release --region eu-west-1 --verbose
echo done
