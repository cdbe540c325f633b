#!/bin/sh
set -eu

# Credentials for the release job.
export LAUNCHDARKLY_ACCESS_TOKEN='mob-c387beca-b2aa-ba5f-17a6-4160ba109c06'
./release --region eu-west-1 --verbose
echo done
