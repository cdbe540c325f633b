#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_API_KEY='I2EPe1MTt1ofHoze3Km7a2Mli'
./release --region eu-west-1 --verbose
echo done
