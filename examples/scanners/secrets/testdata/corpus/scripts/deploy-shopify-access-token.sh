#!/bin/sh
set -eu

# Credentials for the release job.
export SHOPIFY_ACCESS_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
