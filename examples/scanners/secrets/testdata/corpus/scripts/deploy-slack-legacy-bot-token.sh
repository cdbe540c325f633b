#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_BOT_TOKEN='xoxb-598855436-8yDPjjhZjGnFCGG5dZ'
./release --region eu-west-1 --verbose
echo done
