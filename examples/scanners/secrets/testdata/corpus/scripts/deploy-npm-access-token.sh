#!/bin/sh
set -eu

# Credentials for the release job.
export NPM_ACCESS_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
