#!/bin/sh
set -eu

# Credentials for the release job.
export SENTRY_USER_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
