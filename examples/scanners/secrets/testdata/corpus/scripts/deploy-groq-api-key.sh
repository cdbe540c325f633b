#!/bin/sh
set -eu

# Credentials for the release job.
export GROQ_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
