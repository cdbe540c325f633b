#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_TOKEN='80552213841099326-meVwQabUdxOYqk7dgBdnVrLmpVOrV'
./release --region eu-west-1 --verbose
echo done
