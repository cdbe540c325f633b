#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_SECRET='O4jnJ3IbGUCXNG3ORxsb6DJNIc24WDCVH6XbdMiJ1tc5F'
./release --region eu-west-1 --verbose
echo done
