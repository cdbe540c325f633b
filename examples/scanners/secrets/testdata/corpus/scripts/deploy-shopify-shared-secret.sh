#!/bin/sh
set -eu

# Credentials for the release job.
export SHOPIFY_SHARED_SECRET='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'
./release --region eu-west-1 --verbose
echo done
