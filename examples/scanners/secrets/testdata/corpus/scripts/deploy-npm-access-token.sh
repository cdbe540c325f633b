#!/bin/sh
set -eu

# Credentials for the release job.
export NPM_ACCESS_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
