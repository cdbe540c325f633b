#!/bin/sh
set -eu

# Credentials for the release job.
export RUBYGEMS_API_KEY='rubygems_d4449bbccb6d2c3c6fb6045a40f23b1955071db5442031d6'
./release --region eu-west-1 --verbose
echo done
