#!/bin/sh
set -eu

# Credentials for the release job.
export OPENAI_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
