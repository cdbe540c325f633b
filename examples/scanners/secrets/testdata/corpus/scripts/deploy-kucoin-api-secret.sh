#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_SECRET='247667fa-dd79-af02-3825-a9464c0daa4f'
./release --region eu-west-1 --verbose
echo done
