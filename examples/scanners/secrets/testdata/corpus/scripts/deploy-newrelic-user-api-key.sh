#!/bin/sh
set -eu

# Credentials for the release job.
export NEWRELIC_USER_API_KEY='NRAK-124YZXA6VGL37N170ED7XHHZNXP'
./release --region eu-west-1 --verbose
echo done
