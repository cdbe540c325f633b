#!/bin/sh
set -eu

# Credentials for the release job.
export CLICKHOUSE_CLOUD_API_SECRET='4b1di2ONfCSpEx4Az8JksiuYEdpJHIVpCUsyqEiTcx'
./release --region eu-west-1 --verbose
echo done
