#!/bin/sh
set -eu

# Credentials for the release job.
export TWITCH_CLIENT_SECRET='1m13ob06ozxvnlfzex48srwp6rg3zk'
./release --region eu-west-1 --verbose
echo done
