#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_TOKEN='4093180072161077519-xk7hUEm4N11gi0cX0tLkvPAfU7jP'
./release --region eu-west-1 --verbose
echo done
