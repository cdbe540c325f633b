#!/bin/sh
set -eu

# Credentials for the release job.
export DROPBOX_APP_SECRET='wyczfrohatmi74k'
./release --region eu-west-1 --verbose
echo done
