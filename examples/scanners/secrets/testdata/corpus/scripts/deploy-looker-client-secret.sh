#!/bin/sh
set -eu

# Credentials for the release job.
export LOOKER_CLIENT_SECRET='LC0Sd4o3ZaCUy9NJ3JLc3P2r'
./release --region eu-west-1 --verbose
echo done
