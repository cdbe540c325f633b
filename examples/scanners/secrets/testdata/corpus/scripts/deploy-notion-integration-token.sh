#!/bin/sh
set -eu

# Credentials for the release job.
export NOTION_INTEGRATION_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
