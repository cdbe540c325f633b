#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_BOT_TOKEN='xoxb-003925981473-2099840792101-FH6VGDNyrxHXz0QmI4kkskIi'
./release --region eu-west-1 --verbose
echo done
