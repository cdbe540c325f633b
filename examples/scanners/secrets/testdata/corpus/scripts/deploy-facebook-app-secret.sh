#!/bin/sh
set -eu

# Credentials for the release job.
export FACEBOOK_APP_SECRET='d9916239af2f1c0eefa927e964803578'
./release --region eu-west-1 --verbose
echo done
