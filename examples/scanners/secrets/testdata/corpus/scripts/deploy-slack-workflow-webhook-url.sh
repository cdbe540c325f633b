#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_WORKFLOW_WEBHOOK_URL='hooks.slack.com/workflows/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'
./release --region eu-west-1 --verbose
echo done
