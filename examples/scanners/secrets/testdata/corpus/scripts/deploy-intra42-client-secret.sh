#!/bin/sh
set -eu

# Credentials for the release job.
export INTRA42_CLIENT_SECRET='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'
./release --region eu-west-1 --verbose
echo done
