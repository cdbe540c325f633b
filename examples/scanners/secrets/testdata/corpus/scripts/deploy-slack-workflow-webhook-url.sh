#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_WORKFLOW_WEBHOOK_URL='hooks.slack.com/workflows/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'
./release --region eu-west-1 --verbose
echo done
