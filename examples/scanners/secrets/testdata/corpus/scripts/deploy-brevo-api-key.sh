#!/bin/sh
set -eu

# Credentials for the release job.
export BREVO_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
