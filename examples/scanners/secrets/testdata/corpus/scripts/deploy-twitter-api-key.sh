#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_API_KEY='jmBiEoIwvQ56w6D5umbHKKOtP'
./release --region eu-west-1 --verbose
echo done
