#!/bin/sh
set -eu

# Credentials for the release job.
export DATADOG_API_KEY='b55974f1f8426f7e801fa6efe95df591'
./release --region eu-west-1 --verbose
echo done
