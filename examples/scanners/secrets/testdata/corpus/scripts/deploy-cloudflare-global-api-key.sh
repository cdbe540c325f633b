#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDFLARE_GLOBAL_API_KEY='26922d0776eb76fbaabf3c4532690a091cc4a'
./release --region eu-west-1 --verbose
echo done
