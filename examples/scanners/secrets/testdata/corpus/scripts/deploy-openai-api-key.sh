#!/bin/sh
set -eu

# Credentials for the release job.
export OPENAI_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
