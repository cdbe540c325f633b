#!/bin/sh
set -eu

# Credentials for the release job.
export INTRA42_CLIENT_SECRET='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'
./release --region eu-west-1 --verbose
echo done
