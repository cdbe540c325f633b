#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_API_KEY='3wLGfqikGV34OM3xI5yDfvqJ4'
./release --region eu-west-1 --verbose
echo done
