#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_FEED_TOKEN='glft-0yCchNcn8oGFPHa66601'
./release --region eu-west-1 --verbose
echo done
