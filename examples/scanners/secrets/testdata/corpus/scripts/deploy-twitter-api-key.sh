#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_API_KEY='pHCnlhi6jw1XCyNzJt7aRPkwt'
./release --region eu-west-1 --verbose
echo done
