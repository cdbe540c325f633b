#!/bin/sh
set -eu

# Credentials for the release job.
export FACEBOOK_APP_SECRET='de9eb86d432ece7f85bf32e54cd60b6f'
./release --region eu-west-1 --verbose
echo done
