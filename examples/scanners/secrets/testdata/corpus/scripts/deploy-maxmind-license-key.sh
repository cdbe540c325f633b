#!/bin/sh
set -eu

# Credentials for the release job.
export MAXMIND_LICENSE_KEY='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'
./release --region eu-west-1 --verbose
echo done
