#!/bin/sh
set -eu

# Credentials for the release job.
export DISCORD_CLIENT_SECRET='eSqDnwIQI4Apb8g9YsCb6cCsxpIM0yi3'
./release --region eu-west-1 --verbose
echo done
