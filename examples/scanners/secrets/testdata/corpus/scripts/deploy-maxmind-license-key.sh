#!/bin/sh
set -eu

# Credentials for the release job.
export MAXMIND_LICENSE_KEY='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'
./release --region eu-west-1 --verbose
echo done
