#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDFLARE_GLOBAL_API_KEY='15a02fb15f46d5e0dd17bf541a5e083066c4e'
./release --region eu-west-1 --verbose
echo done
