#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_SECRET='4cN4mxsA8pnQKLpsP9kBdJ3wvT9yvRdDIii6qHSqj6fqo'
./release --region eu-west-1 --verbose
echo done
