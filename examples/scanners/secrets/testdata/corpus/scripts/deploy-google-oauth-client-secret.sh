#!/bin/sh
set -eu

# Credentials for the release job.
export GOOGLE_OAUTH_CLIENT_SECRET='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'
./release --region eu-west-1 --verbose
echo done
