#!/bin/sh
set -eu

# Credentials for the release job.
export INTRA42_CLIENT_SECRET='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'
./release --region eu-west-1 --verbose
echo done
