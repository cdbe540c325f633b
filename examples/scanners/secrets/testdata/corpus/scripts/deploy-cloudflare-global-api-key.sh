#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDFLARE_GLOBAL_API_KEY='442bd30de807d967e20dc3a4cfd27d88825e2'
./release --region eu-west-1 --verbose
echo done
