#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_API_SECRET='4dNKc2As4hFDmVAfVP8WE6uLNxrKMJdtyNGS3qVmh3rwNc756E'
./release --region eu-west-1 --verbose
echo done
