#!/bin/sh
set -eu

# Credentials for the release job.
export GITHUB_FINE_GRAINED_PAT='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'
./release --region eu-west-1 --verbose
echo done
