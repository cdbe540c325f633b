#!/bin/sh
set -eu

# Credentials for the release job.
export SENTRY_AUTH_TOKEN='567f4fdf32e3cce5039403398565a38658825419da716ea291aa6d57cee7fd0c'
./release --region eu-west-1 --verbose
echo done
