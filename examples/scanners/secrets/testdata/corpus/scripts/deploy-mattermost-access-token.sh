#!/bin/sh
set -eu

# Credentials for the release job.
export MATTERMOST_ACCESS_TOKEN='5zdj8b6k10wxbi3ng07rv5x4ib'
./release --region eu-west-1 --verbose
echo done
