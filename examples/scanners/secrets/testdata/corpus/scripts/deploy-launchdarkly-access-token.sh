#!/bin/sh
set -eu

# Credentials for the release job.
export LAUNCHDARKLY_ACCESS_TOKEN='sdk-78cad379-a0f8-ed3c-831f-002edd6060da'
./release --region eu-west-1 --verbose
echo done
