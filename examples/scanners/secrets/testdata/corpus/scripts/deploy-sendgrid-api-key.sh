#!/bin/sh
set -eu

# Credentials for the release job.
export SENDGRID_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
