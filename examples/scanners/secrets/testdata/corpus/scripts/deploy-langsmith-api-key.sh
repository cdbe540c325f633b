#!/bin/sh
set -eu

# Credentials for the release job.
export LANGSMITH_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
