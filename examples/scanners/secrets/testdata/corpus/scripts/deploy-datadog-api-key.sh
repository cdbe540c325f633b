#!/bin/sh
set -eu

# Credentials for the release job.
export DATADOG_API_KEY='bcca63545a116d80c49189a8ea58223d'
./release --region eu-west-1 --verbose
echo done
