#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_API_SECRET='kE0mbx6owZy9znSOCUHXYIXyilBolKINnoVgc4Aftb1cxfsdwD'
./release --region eu-west-1 --verbose
echo done
