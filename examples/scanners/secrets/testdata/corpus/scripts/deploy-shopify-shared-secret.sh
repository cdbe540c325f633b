#!/bin/sh
set -eu

# Credentials for the release job.
export SHOPIFY_SHARED_SECRET='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'
./release --region eu-west-1 --verbose
echo done
