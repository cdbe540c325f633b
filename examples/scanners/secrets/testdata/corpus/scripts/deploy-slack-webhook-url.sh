#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_WEBHOOK_URL='https://hooks.slack.com/services/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'
./release --region eu-west-1 --verbose
echo done
