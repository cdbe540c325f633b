#!/bin/sh
set -eu

# Credentials for the release job.
export FINNHUB_API_KEY='f0w81q6v4l19w1n5kut6'
./release --region eu-west-1 --verbose
echo done
