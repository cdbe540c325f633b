#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_FEATURE_FLAG_CLIENT_TOKEN='glffct-0tzST6tKV63W4eKWAEpg'
./release --region eu-west-1 --verbose
echo done
