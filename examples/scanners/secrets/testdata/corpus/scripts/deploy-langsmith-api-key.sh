#!/bin/sh
set -eu

# Credentials for the release job.
export LANGSMITH_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
