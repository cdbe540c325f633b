#!/bin/sh
set -eu

# Credentials for the release job.
export SENDGRID_API_KEY='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'
./release --region eu-west-1 --verbose
echo done
