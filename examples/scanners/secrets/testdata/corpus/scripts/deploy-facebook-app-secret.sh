#!/bin/sh
set -eu

# Credentials for the release job.
export FACEBOOK_APP_SECRET='77a545461a8697ed27a1872800a85f37'
./release --region eu-west-1 --verbose
echo done
