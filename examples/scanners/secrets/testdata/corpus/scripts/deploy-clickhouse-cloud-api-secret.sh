#!/bin/sh
set -eu

# Credentials for the release job.
export CLICKHOUSE_CLOUD_API_SECRET='4b1dD7u6eTeHsTq7hm91Owv2Cw62DoYIJL338b4vw5'
./release --region eu-west-1 --verbose
echo done
