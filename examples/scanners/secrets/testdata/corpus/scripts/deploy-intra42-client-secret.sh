#!/bin/sh
set -eu

# Credentials for the release job.
export INTRA42_CLIENT_SECRET='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'
./release --region eu-west-1 --verbose
echo done
