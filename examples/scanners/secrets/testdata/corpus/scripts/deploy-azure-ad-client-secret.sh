#!/bin/sh
set -eu

# Credentials for the release job.
export AZURE_AD_CLIENT_SECRET='Q4A1Q~y~34FFSOaxot3uqOitcpXfnVLr7jEHb'
./release --region eu-west-1 --verbose
echo done
