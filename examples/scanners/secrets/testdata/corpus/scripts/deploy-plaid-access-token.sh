#!/bin/sh
set -eu

# Credentials for the release job.
export PLAID_ACCESS_TOKEN='access-development-0c1a3a09-f00c-810d-d13e-05a0fe0e3acc'
./release --region eu-west-1 --verbose
echo done
