#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_BOT_TOKEN='xoxb-443706290981-HS6gfy7ABVbjxQWBaI'
./release --region eu-west-1 --verbose
echo done
