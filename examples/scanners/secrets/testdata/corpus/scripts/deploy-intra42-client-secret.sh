#!/bin/sh
set -eu

# Credentials for the release job.
export INTRA42_CLIENT_SECRET='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'
./release --region eu-west-1 --verbose
echo done
