#!/bin/sh
set -eu

# Credentials for the release job.
export DISCORD_CLIENT_SECRET='ovTiDAM2iNYNFUhHN712mykBJ2fNSIuH'
./release --region eu-west-1 --verbose
echo done
