#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_USER_TOKEN='xoxp-953650499399-323214126363-2412491958246-ac8abf5557866e2db65b5f5d1e186141'
./release --region eu-west-1 --verbose
echo done
