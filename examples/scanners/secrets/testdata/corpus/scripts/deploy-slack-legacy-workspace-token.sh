#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_WORKSPACE_TOKEN='xoxa-9-Ame7EFOibO'
./release --region eu-west-1 --verbose
echo done
