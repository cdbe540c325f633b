#!/bin/sh
set -eu

# Credentials for the release job.
export SENTRY_AUTH_TOKEN='711561eac0a3154a3ee62ac3e22610df47b983b734cf1af5d32c86ec4526bf02'
./release --region eu-west-1 --verbose
echo done
