#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_FEED_TOKEN='glft-uBZAwBrI215aheD3YI2y'
./release --region eu-west-1 --verbose
echo done
