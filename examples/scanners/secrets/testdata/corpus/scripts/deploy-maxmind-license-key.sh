#!/bin/sh
set -eu

# Credentials for the release job.
export MAXMIND_LICENSE_KEY='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'
./release --region eu-west-1 --verbose
echo done
