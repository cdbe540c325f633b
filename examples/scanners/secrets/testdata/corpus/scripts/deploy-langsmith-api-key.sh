#!/bin/sh
set -eu

# Credentials for the release job.
export LANGSMITH_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
