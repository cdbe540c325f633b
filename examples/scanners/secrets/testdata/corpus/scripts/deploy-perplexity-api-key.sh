#!/bin/sh
set -eu

# Credentials for the release job.
export PERPLEXITY_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
