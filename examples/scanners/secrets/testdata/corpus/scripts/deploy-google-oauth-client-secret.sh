#!/bin/sh
set -eu

# Credentials for the release job.
export GOOGLE_OAUTH_CLIENT_SECRET='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'
./release --region eu-west-1 --verbose
echo done
