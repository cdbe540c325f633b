#!/bin/sh
set -eu

# Credentials for the release job.
export INTRA42_CLIENT_SECRET='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'
./release --region eu-west-1 --verbose
echo done
