#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_API_KEY='A8pnQKLpsP9kBdJ3wvT9yvRdD'
./release --region eu-west-1 --verbose
echo done
