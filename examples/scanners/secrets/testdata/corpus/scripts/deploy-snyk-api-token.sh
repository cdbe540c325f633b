#!/bin/sh
set -eu

# Credentials for the release job.
export SNYK_API_TOKEN='cf0De512-4BEF-DC1F-b2d3-cCaDE3DBe13E'
./release --region eu-west-1 --verbose
echo done
