#!/bin/sh
set -eu

# Credentials for the release job.
export FINNHUB_API_KEY='tmxhqwl7l90e77l2c3z4'
./release --region eu-west-1 --verbose
echo done
