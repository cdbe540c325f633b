#!/bin/sh
set -eu

# Credentials for the release job.
export TWITCH_CLIENT_SECRET='wkhydy4g65b5d98vbua7is3g4skh5d'
./release --region eu-west-1 --verbose
echo done
