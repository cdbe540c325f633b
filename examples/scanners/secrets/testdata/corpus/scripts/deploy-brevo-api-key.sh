#!/bin/sh
set -eu

# Credentials for the release job.
export BREVO_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
