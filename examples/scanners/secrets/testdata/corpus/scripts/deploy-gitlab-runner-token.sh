#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_RUNNER_TOKEN='glrt-P5lutZXISEgxrAz3rMCx'
./release --region eu-west-1 --verbose
echo done
