#!/bin/sh
set -eu

# Credentials for the release job.
export GOOGLE_OAUTH_CLIENT_SECRET='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'
./release --region eu-west-1 --verbose
echo done
