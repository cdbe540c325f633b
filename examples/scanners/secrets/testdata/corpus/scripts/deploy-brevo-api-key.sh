#!/bin/sh
set -eu

# Credentials for the release job.
export BREVO_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
