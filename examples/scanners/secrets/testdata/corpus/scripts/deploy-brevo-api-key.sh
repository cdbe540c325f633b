#!/bin/sh
set -eu

# Credentials for the release job.
export BREVO_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
