#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_BOT_TOKEN='xoxb-81677660322068-TqvNOSWxlRaYRRyDX7j'
./release --region eu-west-1 --verbose
echo done
