#!/bin/sh
set -eu

# Credentials for the release job.
export NPM_ACCESS_TOKEN='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'
./release --region eu-west-1 --verbose
echo done
