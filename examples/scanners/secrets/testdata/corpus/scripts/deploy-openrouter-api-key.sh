#!/bin/sh
set -eu

# Credentials for the release job.
export OPENROUTER_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
