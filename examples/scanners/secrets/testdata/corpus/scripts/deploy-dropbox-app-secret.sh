#!/bin/sh
set -eu

# Credentials for the release job.
export DROPBOX_APP_SECRET='028n7ppwekp0vjg'
./release --region eu-west-1 --verbose
echo done
