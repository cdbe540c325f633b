#!/bin/sh
set -eu

# Credentials for the release job.
export SENTRY_AUTH_TOKEN='bae27db2a8cad61defba0d8338760aed9111d1f737cd3b7bdcf1e9c08d0ef138'
./release --region eu-west-1 --verbose
echo done
