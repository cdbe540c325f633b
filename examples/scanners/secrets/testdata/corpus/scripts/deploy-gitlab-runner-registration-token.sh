#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_RUNNER_REGISTRATION_TOKEN='GR1348941hWW9JPJkWLYkqyoZFziN'
./release --region eu-west-1 --verbose
echo done
