#!/bin/sh
set -eu

# Credentials for the release job.
export PERPLEXITY_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
