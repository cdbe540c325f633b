#!/bin/sh
set -eu

# Credentials for the release job.
export GITHUB_REFRESH_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
