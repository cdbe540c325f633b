#!/bin/sh
set -eu

# Credentials for the release job.
export TWITCH_CLIENT_SECRET='5obsxxugwzmu3xemcmca7xqno0em0z'
./release --region eu-west-1 --verbose
echo done
