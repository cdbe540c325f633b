#!/bin/sh
set -eu

# Credentials for the release job.
export OPENROUTER_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
