#!/bin/sh
set -eu

# Credentials for the release job.
export SENTRY_USER_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
