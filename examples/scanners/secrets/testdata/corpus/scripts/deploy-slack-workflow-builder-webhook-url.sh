#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_WORKFLOW_BUILDER_WEBHOOK_URL='hooks.slack.com/workflows/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'
./release --region eu-west-1 --verbose
echo done
