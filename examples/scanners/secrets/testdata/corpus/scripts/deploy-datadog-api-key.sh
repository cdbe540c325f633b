#!/bin/sh
set -eu

# Credentials for the release job.
export DATADOG_API_KEY='8042d33f7130330cc48d70ec1056f315'
./release --region eu-west-1 --verbose
echo done
