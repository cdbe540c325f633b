#!/bin/sh
set -eu

# Credentials for the release job.
export CLICKHOUSE_CLOUD_API_SECRET='4b1dmdNEnjYa5RdyGBmN6QfQqKQG8CnOkCR9G7HXz8'
./release --region eu-west-1 --verbose
echo done
