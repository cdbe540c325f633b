#!/bin/sh
set -eu

# Credentials for the release job.
export FINNHUB_API_KEY='z6tfk9zdhvmdclaokqnh'
./release --region eu-west-1 --verbose
echo done
