#!/bin/sh
set -eu

# Credentials for the release job.
export GITHUB_OAUTH_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
