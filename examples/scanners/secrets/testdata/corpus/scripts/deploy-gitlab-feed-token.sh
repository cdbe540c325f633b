#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_FEED_TOKEN='glft-8bLJ6JmBRgN-M8BMnHnG'
./release --region eu-west-1 --verbose
echo done
