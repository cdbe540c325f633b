#!/bin/sh
set -eu

# Credentials for the release job.
export LAUNCHDARKLY_ACCESS_TOKEN='f6NC2CIO-6c8Xqh8xZEIwfd8mxMdSi_k80mZyGEZ'
./release --region eu-west-1 --verbose
echo done
