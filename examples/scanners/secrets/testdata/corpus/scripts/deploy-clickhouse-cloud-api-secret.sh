#!/bin/sh
set -eu

# Credentials for the release job.
export CLICKHOUSE_CLOUD_API_SECRET='4b1d6R76UMyk0GK2lEFiIromEU7UAFf8pFDkqi36H2'
./release --region eu-west-1 --verbose
echo done
