#!/bin/sh
set -eu

# Credentials for the release job.
export FINNHUB_API_KEY='atkhrq4vzeqb7cd6fdzg'
./release --region eu-west-1 --verbose
echo done
