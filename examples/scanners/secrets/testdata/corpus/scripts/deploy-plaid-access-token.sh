#!/bin/sh
set -eu

# Credentials for the release job.
export PLAID_ACCESS_TOKEN='access-production-cd3d631a-a814-8af6-3f0b-6051a8a5256b'
./release --region eu-west-1 --verbose
echo done
