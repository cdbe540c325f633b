#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_API_SECRET='wvR8b2hv7oUHzQiZhzQBWXXxi9CMC78nVXOIsy1lwWk27YEttZ'
./release --region eu-west-1 --verbose
echo done
