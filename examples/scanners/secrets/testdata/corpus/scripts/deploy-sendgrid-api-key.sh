#!/bin/sh
set -eu

# Credentials for the release job.
export SENDGRID_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
