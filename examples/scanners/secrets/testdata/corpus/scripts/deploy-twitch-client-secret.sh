#!/bin/sh
set -eu

# Credentials for the release job.
export TWITCH_CLIENT_SECRET='9uxppurj7qyukhngebqd0pgc5pon0v'
./release --region eu-west-1 --verbose
echo done
