#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDFLARE_GLOBAL_API_KEY='521eef2cc1050ec6b53ab09c31283b30cc7ca'
./release --region eu-west-1 --verbose
echo done
