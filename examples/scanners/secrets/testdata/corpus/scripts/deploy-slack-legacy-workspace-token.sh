#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_WORKSPACE_TOKEN='xoxr-bre1zlABFyJIzMuZHZtsZt5KQjO8Wjv84gzzekK'
./release --region eu-west-1 --verbose
echo done
