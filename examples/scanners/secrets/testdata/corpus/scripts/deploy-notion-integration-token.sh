#!/bin/sh
set -eu

# Credentials for the release job.
export NOTION_INTEGRATION_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
