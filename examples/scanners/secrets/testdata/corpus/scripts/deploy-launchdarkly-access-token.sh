#!/bin/sh
set -eu

# Credentials for the release job.
export LAUNCHDARKLY_ACCESS_TOKEN='sdk-99fffc24-0146-bcc9-835e-3b134be190b2'
./release --region eu-west-1 --verbose
echo done
