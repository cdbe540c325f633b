#!/bin/sh
set -eu

# Credentials for the release job.
export GITHUB_REFRESH_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
