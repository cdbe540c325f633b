#!/bin/sh
set -eu

# Credentials for the release job.
export FACEBOOK_APP_SECRET='5516f7cb741e9ce4bacf0a96da300994'
./release --region eu-west-1 --verbose
echo done
