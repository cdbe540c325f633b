#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_API_KEY='TSkkHQ7cf6zOCEuHmkvXpWaBL'
./release --region eu-west-1 --verbose
echo done
