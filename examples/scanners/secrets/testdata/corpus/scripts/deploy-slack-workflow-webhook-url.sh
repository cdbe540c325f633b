#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_WORKFLOW_WEBHOOK_URL='hooks.slack.com/workflows/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'
./release --region eu-west-1 --verbose
echo done
