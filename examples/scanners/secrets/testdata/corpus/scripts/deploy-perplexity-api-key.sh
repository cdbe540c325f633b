#!/bin/sh
set -eu

# Credentials for the release job.
export PERPLEXITY_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
