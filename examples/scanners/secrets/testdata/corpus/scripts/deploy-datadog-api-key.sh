#!/bin/sh
set -eu

# Credentials for the release job.
export DATADOG_API_KEY='5a6cceb7669bacb2220340b5ba2d91f73a164926'
./release --region eu-west-1 --verbose
echo done
