#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_WORKSPACE_TOKEN='xoxr-mgHLJaABuPztb1FoAdO'
./release --region eu-west-1 --verbose
echo done
