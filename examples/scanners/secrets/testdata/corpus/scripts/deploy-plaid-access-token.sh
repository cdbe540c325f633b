#!/bin/sh
set -eu

# Credentials for the release job.
export PLAID_ACCESS_TOKEN='access-production-22258d8d-e58b-33e2-70bd-d6dd2701c42d'
./release --region eu-west-1 --verbose
echo done
