#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDFLARE_GLOBAL_API_KEY='ab09c31283b30cc7ca9d6d6c9ccdfcb771211'
./release --region eu-west-1 --verbose
echo done
