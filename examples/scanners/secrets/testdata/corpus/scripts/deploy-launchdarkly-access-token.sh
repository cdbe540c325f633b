#!/bin/sh
set -eu

# Credentials for the release job.
export LAUNCHDARKLY_ACCESS_TOKEN='sdk-655922ff-e48a-3ca3-2b50-b2541a6f4fa0'
./release --region eu-west-1 --verbose
echo done
