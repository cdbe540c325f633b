#!/bin/sh
set -eu

# Credentials for the release job.
export GITHUB_FINE_GRAINED_PAT='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'
./release --region eu-west-1 --verbose
echo done
