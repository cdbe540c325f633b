#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_TOKEN='794164174759250982-FOXC5hOZiXGD1igy5HJIeRbIQasvzIYzzuXSw5GY'
./release --region eu-west-1 --verbose
echo done
