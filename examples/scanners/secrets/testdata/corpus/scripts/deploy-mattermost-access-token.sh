#!/bin/sh
set -eu

# Credentials for the release job.
export MATTERMOST_ACCESS_TOKEN='5dbtzg76797rm953x8buc6zq71'
./release --region eu-west-1 --verbose
echo done
