#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDFLARE_GLOBAL_API_KEY='69058066a1d2df0ac49882dd08d66b4511396'
./release --region eu-west-1 --verbose
echo done
