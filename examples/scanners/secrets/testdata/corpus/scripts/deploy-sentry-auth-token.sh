#!/bin/sh
set -eu

# Credentials for the release job.
export SENTRY_AUTH_TOKEN='31b1cb02295b1ce2cbc5de0280f46a22a60d3dd9bdfd7a283d426f1f5e2c023a'
./release --region eu-west-1 --verbose
echo done
