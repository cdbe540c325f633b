#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_BOT_TOKEN='xoxb-29583368320-PGfVJerfb9GgR3wtiwO7z2E'
./release --region eu-west-1 --verbose
echo done
