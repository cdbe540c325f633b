#!/bin/sh
set -eu

# Credentials for the release job.
export DENO_DEPLOY_TOKEN='ddw_mjaZVH8lJHR2qdhPZ3KJb1RX2VnMmQvOxwcW'
./release --region eu-west-1 --verbose
echo done
