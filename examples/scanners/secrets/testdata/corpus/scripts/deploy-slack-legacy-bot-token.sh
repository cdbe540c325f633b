#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_BOT_TOKEN='xoxb-3109561500426-7CQAF5ReuoNremHp6XxgHcO'
./release --region eu-west-1 --verbose
echo done
