#!/bin/sh
set -eu

# Credentials for the release job.
export NYTIMES_API_KEY='4yxqzld5sAhaJN8j0ySqOXVTDry-BodH'
./release --region eu-west-1 --verbose
echo done
