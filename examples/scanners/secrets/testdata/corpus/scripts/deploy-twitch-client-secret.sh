#!/bin/sh
set -eu

# Credentials for the release job.
export TWITCH_CLIENT_SECRET='ox9qhvdr98loh18rvz4bkuw4besb2i'
./release --region eu-west-1 --verbose
echo done
