#!/bin/sh
set -eu

# Credentials for the release job.
export GITHUB_OAUTH_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
