#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_FEATURE_FLAG_CLIENT_TOKEN='glffct-l9WsNovScynIqUicpc6-'
./release --region eu-west-1 --verbose
echo done
