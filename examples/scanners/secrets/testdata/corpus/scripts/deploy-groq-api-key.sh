#!/bin/sh
set -eu

# Credentials for the release job.
export GROQ_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
