#!/bin/sh
set -eu

# Credentials for the release job.
export SENTRY_AUTH_TOKEN='f6304ab5f3818c20592f5a9e8c5cd3253c4d087168d26a0b2e732063b69c5928'
./release --region eu-west-1 --verbose
echo done
