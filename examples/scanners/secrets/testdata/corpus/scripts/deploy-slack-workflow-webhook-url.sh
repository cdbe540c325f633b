#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_WORKFLOW_WEBHOOK_URL='hooks.slack.com/workflows/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'
./release --region eu-west-1 --verbose
echo done
