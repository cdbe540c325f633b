#!/bin/sh
set -eu

# Credentials for the release job.
export GROQ_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
