#!/bin/sh
set -eu

# Credentials for the release job.
export OPENAI_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
