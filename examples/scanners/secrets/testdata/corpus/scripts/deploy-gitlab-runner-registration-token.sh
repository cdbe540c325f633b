#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_RUNNER_REGISTRATION_TOKEN='GR1348941w-W1Aj0wfh9DV4brGagb'
./release --region eu-west-1 --verbose
echo done
