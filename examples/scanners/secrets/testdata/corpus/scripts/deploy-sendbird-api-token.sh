#!/bin/sh
set -eu

# Credentials for the release job.
export SENDBIRD_API_TOKEN='456d3111728b26190a4828f58888b21498264c7b'
./release --region eu-west-1 --verbose
echo done
