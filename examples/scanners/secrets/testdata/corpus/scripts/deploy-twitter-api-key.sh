#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_API_KEY='EF0wRBVsgKIpeOWjHmsxkl44B'
./release --region eu-west-1 --verbose
echo done
