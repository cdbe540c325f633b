#!/bin/sh
set -eu

# Credentials for the release job.
export LINKEDIN_CLIENT_SECRET='sb6DJNIc24WDCVH6'
./release --region eu-west-1 --verbose
echo done
