#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_BOT_TOKEN='xoxb-317060053671-9767828452314-DiZ9dcyMESmQnvBtqYSrIp8o'
./release --region eu-west-1 --verbose
echo done
