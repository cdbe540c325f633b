#!/bin/sh
set -eu

# Credentials for the release job.
export MATTERMOST_ACCESS_TOKEN='eobh26ykj4c39t45b7de2lvvr8'
./release --region eu-west-1 --verbose
echo done
