#!/bin/sh
set -eu

# Credentials for the release job.
export DISCORD_CLIENT_SECRET='pES5G7qbWTdqIb6U2ukALSMaglhc-ndh'
./release --region eu-west-1 --verbose
echo done
