#!/bin/sh
set -eu

# Credentials for the release job.
export SQUARE_OAUTH_SECRET='sq0csp-Wzqxuk_SWv3qzQH6bjMkCBWN7Mh4cmXD9T1sZJCzQyW'
./release --region eu-west-1 --verbose
echo done
