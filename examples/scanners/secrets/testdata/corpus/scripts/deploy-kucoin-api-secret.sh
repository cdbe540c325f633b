#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_SECRET='c42d7e32-3bfc-2d38-fa25-68032c81e6fb'
./release --region eu-west-1 --verbose
echo done
