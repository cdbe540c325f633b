#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDFLARE_GLOBAL_API_KEY='84571a7179c1eb4e3add3cdcbc2e2bb30ac91'
./release --region eu-west-1 --verbose
echo done
