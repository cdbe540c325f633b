#!/bin/sh
set -eu

# Credentials for the release job.
export MAXMIND_LICENSE_KEY='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'
./release --region eu-west-1 --verbose
echo done
