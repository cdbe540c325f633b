#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_RUNNER_TOKEN='glrt-9D8Ebgy4UCF3zP25tXRi'
./release --region eu-west-1 --verbose
echo done
