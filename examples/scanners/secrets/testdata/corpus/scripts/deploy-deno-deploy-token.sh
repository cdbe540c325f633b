#!/bin/sh
set -eu

# Credentials for the release job.
export DENO_DEPLOY_TOKEN='ddp_MjjKveumiDbzXJeXLCn2bhSXbZQFRXDy6Dvs'
./release --region eu-west-1 --verbose
echo done
