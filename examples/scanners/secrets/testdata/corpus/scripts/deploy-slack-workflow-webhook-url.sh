#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_WORKFLOW_WEBHOOK_URL='hooks.slack.com/workflows/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'
./release --region eu-west-1 --verbose
echo done
