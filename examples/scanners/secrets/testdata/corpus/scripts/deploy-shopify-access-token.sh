#!/bin/sh
set -eu

# Credentials for the release job.
export SHOPIFY_ACCESS_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
