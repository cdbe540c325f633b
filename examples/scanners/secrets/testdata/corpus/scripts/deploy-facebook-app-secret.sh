#!/bin/sh
set -eu

# Credentials for the release job.
export FACEBOOK_APP_SECRET='e6133f5e45ffe74696f520fe930add99'
./release --region eu-west-1 --verbose
echo done
