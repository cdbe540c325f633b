#!/bin/sh
set -eu

# Credentials for the release job.
export MAXMIND_LICENSE_KEY='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'
./release --region eu-west-1 --verbose
echo done
