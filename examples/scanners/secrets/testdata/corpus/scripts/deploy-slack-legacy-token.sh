#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_TOKEN='xoxs-3776759248415-053288132-795344796534-A1dCDe150CF8Fc'
./release --region eu-west-1 --verbose
echo done
