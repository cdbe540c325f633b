#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDFLARE_GLOBAL_API_KEY='2572e98428fdc7336062ceb18cd4a2938adbe'
./release --region eu-west-1 --verbose
echo done
