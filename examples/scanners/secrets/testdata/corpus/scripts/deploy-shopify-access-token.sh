#!/bin/sh
set -eu

# Credentials for the release job.
export SHOPIFY_ACCESS_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
