#!/bin/sh
set -eu

# Credentials for the release job.
export MATTERMOST_ACCESS_TOKEN='uzrvvv5wc16p5jkxes32qgrkcd'
./release --region eu-west-1 --verbose
echo done
