#!/bin/sh
set -eu

# Credentials for the release job.
export OPENROUTER_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
