#!/bin/sh
set -eu

# Credentials for the release job.
export GITHUB_PAT='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'
./release --region eu-west-1 --verbose
echo done
