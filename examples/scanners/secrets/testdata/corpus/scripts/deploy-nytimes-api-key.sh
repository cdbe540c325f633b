#!/bin/sh
set -eu

# Credentials for the release job.
export NYTIMES_API_KEY='YA08qQtxfFcgmJ7S3pQhsApV_wXPWGOs'
./release --region eu-west-1 --verbose
echo done
