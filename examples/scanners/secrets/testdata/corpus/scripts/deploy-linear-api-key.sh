#!/bin/sh
set -eu

# Credentials for the release job.
export LINEAR_API_KEY='lin_api_uXVV7X375K42cl3tjdqscr5naV1qyJRDx1UZcaVj'
./release --region eu-west-1 --verbose
echo done
