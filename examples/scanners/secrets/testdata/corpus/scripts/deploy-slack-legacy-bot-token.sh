#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_BOT_TOKEN='xoxb-100278229064-qhc1rpdPNM83AU0HSyh'
./release --region eu-west-1 --verbose
echo done
