#!/bin/sh
set -eu

# Credentials for the release job.
export BREVO_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
