#!/bin/sh
set -eu

# Credentials for the release job.
export CLICKHOUSE_CLOUD_API_SECRET='4b1drBGxggypmlnuT9eHKhFrYgjlk5Eae9Fgmlt4pN'
./release --region eu-west-1 --verbose
echo done
