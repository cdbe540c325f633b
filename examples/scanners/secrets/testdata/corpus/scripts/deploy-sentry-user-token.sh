#!/bin/sh
set -eu

# Credentials for the release job.
export SENTRY_USER_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
