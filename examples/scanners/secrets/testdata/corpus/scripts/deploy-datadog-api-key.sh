#!/bin/sh
set -eu

# Credentials for the release job.
export DATADOG_API_KEY='b80ce17ab989024c8192c9e762881021'
./release --region eu-west-1 --verbose
echo done
