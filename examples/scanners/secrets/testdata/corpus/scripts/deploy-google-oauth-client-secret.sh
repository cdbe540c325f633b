#!/bin/sh
set -eu

# Credentials for the release job.
export GOOGLE_OAUTH_CLIENT_SECRET='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'
./release --region eu-west-1 --verbose
echo done
