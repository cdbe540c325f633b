#!/bin/sh
set -eu

# Credentials for the release job.
export SENTRY_AUTH_TOKEN='5f3818c20592f5a9e8c5cd3253c4d087168d26a0b2e732063b69c592897f2729'
./release --region eu-west-1 --verbose
echo done
