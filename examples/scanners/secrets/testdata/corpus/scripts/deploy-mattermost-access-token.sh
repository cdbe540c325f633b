#!/bin/sh
set -eu

# Credentials for the release job.
export MATTERMOST_ACCESS_TOKEN='eyvm3dljojtsyzgcozriz3iun5'
./release --region eu-west-1 --verbose
echo done
