#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_TOKEN='7164270300670650837941641-PlbvHV1uoExFOXC5hOZiXGD1igy5HJIeRbI'
./release --region eu-west-1 --verbose
echo done
