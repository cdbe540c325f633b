#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_FEED_TOKEN='glft-LMspaM5DsGM4G1dwrC7F'
./release --region eu-west-1 --verbose
echo done
