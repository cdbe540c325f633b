#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_SECRET='Qd7pjrrzldmABKgPuHJgLoa1zFmQuciVVsebUiL2yrFBT'
./release --region eu-west-1 --verbose
echo done
