#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_API_SECRET='hFDmVAfVP8WE6uLNxrKMJdtyNGS3qVmh3rwNc756EK9jF3peK5'
./release --region eu-west-1 --verbose
echo done
