#!/bin/sh
set -eu

# Credentials for the release job.
export STRIPE_SECRET_KEY='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'
./release --region eu-west-1 --verbose
echo done
