#!/bin/sh
set -eu

# Credentials for the release job.
export FACEBOOK_APP_SECRET='dd9916239af2f1c0eefa927e96480357'
./release --region eu-west-1 --verbose
echo done
