#!/bin/sh
set -eu

# Credentials for the release job.
export NOTION_INTEGRATION_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
