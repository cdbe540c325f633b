#!/bin/sh
set -eu

# Credentials for the release job.
export TWITCH_CLIENT_SECRET='3u9waaosi6l42n4ovwpkcb14z6gox9'
./release --region eu-west-1 --verbose
echo done
