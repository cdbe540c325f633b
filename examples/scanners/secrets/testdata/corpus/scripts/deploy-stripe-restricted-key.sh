#!/bin/sh
set -eu

# Credentials for the release job.
export STRIPE_RESTRICTED_KEY='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'
./release --region eu-west-1 --verbose
echo done
