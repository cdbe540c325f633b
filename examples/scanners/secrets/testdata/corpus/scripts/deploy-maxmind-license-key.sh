#!/bin/sh
set -eu

# Credentials for the release job.
export MAXMIND_LICENSE_KEY='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'
./release --region eu-west-1 --verbose
echo done
