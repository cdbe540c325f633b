#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_TOKEN='132720769189591974314-XYIXyilBolKINnoVgc4Aftb1c'
./release --region eu-west-1 --verbose
echo done
