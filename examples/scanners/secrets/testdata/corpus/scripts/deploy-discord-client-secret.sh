#!/bin/sh
set -eu

# Credentials for the release job.
export DISCORD_CLIENT_SECRET='NOHt2BhdvIQjygc7UNxGB_9NXLtHmh-r'
./release --region eu-west-1 --verbose
echo done
