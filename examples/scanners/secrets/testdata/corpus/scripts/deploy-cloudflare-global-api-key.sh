#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDFLARE_GLOBAL_API_KEY='cabf53f65021f65aaa470d1e0fdc3bc9c9037'
./release --region eu-west-1 --verbose
echo done
