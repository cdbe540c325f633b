#!/bin/sh
set -eu

# Credentials for the release job.
export CLICKHOUSE_CLOUD_API_SECRET='4b1d46BMYx0VOHbueeCafV9hSC9mf2QDRc1f9Le3qh'
./release --region eu-west-1 --verbose
echo done
