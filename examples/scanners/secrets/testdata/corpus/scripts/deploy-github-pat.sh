#!/bin/sh
set -eu

# Credentials for the release job.
export GITHUB_PAT='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'
./release --region eu-west-1 --verbose
echo done
