#!/bin/sh
set -eu

# Credentials for the release job.
export LAUNCHDARKLY_ACCESS_TOKEN='sdk-12e2fbdb-6cda-ee47-016d-3b498e320a03'
./release --region eu-west-1 --verbose
echo done
