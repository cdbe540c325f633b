#!/bin/sh
set -eu

# Credentials for the release job.
export NETLIFY_PAT='nfp_v9Nh4ewvg4bRV3kTYOypmKcEskM4YMAfW1zj'
./release --region eu-west-1 --verbose
echo done
