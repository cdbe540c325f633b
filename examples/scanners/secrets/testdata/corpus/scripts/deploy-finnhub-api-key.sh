#!/bin/sh
set -eu

# Credentials for the release job.
export FINNHUB_API_KEY='ws0bnw1r1051q6u6kn8p'
./release --region eu-west-1 --verbose
echo done
