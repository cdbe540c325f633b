#!/bin/sh
set -eu

# Credentials for the release job.
export SENTRY_AUTH_TOKEN='853a6e38deca4c67b2e8affe11fd4d3c050c45f3b35695d60c1a46fede1dd5d8'
./release --region eu-west-1 --verbose
echo done
