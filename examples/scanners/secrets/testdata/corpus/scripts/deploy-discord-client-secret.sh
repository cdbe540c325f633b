#!/bin/sh
set -eu

# Credentials for the release job.
export DISCORD_CLIENT_SECRET='HzIg_J4hMn1ovxfJMWAorCg4F4iJx7Fc'
./release --region eu-west-1 --verbose
echo done
