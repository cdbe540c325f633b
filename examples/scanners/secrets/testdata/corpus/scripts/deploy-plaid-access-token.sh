#!/bin/sh
set -eu

# Credentials for the release job.
export PLAID_ACCESS_TOKEN='access-production-0329e419-97e5-e886-c23f-8932083a10c1'
./release --region eu-west-1 --verbose
echo done
