#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_API_SECRET='d277QVdf5JbE2wBcWZtzn4PGm3tuGxiEVmXvg2nKyfmV0F6ygr'
./release --region eu-west-1 --verbose
echo done
