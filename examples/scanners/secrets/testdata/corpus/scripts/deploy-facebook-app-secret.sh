#!/bin/sh
set -eu

# Credentials for the release job.
export FACEBOOK_APP_SECRET='67efb4bd1db9eec98943a2c589f113b4'
./release --region eu-west-1 --verbose
echo done
