#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_API_KEY='aAZIvVTMxUVpiVqRAZqF3376F'
./release --region eu-west-1 --verbose
echo done
