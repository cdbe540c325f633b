#!/bin/sh
set -eu

# Credentials for the release job.
export SENTRY_USER_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
