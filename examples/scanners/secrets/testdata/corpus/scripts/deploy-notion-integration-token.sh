#!/bin/sh
set -eu

# Credentials for the release job.
export NOTION_INTEGRATION_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
