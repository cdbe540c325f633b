#!/bin/sh
set -eu

# Credentials for the release job.
export FACEBOOK_APP_SECRET='a71fdc433d6c5fc259fe203c7f7dde13'
./release --region eu-west-1 --verbose
echo done
