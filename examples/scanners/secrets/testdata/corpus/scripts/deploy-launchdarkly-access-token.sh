#!/bin/sh
set -eu

# Credentials for the release job.
export LAUNCHDARKLY_ACCESS_TOKEN='api-83b71e6a-628f-4ba4-6481-88dd33af7afa'
./release --region eu-west-1 --verbose
echo done
