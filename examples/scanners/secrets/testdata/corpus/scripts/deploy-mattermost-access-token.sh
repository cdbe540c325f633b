#!/bin/sh
set -eu

# Credentials for the release job.
export MATTERMOST_ACCESS_TOKEN='07rv5x4ib9i33vyfl5upzozxl9'
./release --region eu-west-1 --verbose
echo done
