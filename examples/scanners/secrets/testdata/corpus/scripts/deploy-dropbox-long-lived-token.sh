#!/bin/sh
set -eu

# Credentials for the release job.
export DROPBOX_LONG_LIVED_TOKEN='8ah3f250bmvAAAAAAAAAAjOn4IRjeqjbeR9kyiI-3VzDEGN63d-bIl9hZdXooO6Z'
./release --region eu-west-1 --verbose
echo done
