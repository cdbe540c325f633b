#!/bin/sh
set -eu

# Credentials for the release job.
export GOOGLE_OAUTH_CLIENT_SECRET='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'
./release --region eu-west-1 --verbose
echo done
