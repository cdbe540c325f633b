#!/bin/sh
set -eu

# Credentials for the release job.
export LAUNCHDARKLY_ACCESS_TOKEN='mob-1c3e4730-3d82-9a08-f567-0cb83bfe2154'
./release --region eu-west-1 --verbose
echo done
