#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_BOT_TOKEN='xoxb-9179641501-hPb5CgowERjOHzgULqyZ'
./release --region eu-west-1 --verbose
echo done
