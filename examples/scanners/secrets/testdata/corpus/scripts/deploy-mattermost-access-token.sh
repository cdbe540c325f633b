#!/bin/sh
set -eu

# Credentials for the release job.
export MATTERMOST_ACCESS_TOKEN='21fgi8afwvrwuqooep0f16u63s'
./release --region eu-west-1 --verbose
echo done
