#!/bin/sh
set -eu

# Credentials for the release job.
export TWITCH_CLIENT_SECRET='f4adqciabae03az2fxzif7lo4lc6nw'
./release --region eu-west-1 --verbose
echo done
