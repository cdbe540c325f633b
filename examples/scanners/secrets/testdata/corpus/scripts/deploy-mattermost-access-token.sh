#!/bin/sh
set -eu

# Credentials for the release job.
export MATTERMOST_ACCESS_TOKEN='y5mhlnibjk1ho1ewkrlxuiodr7'
./release --region eu-west-1 --verbose
echo done
