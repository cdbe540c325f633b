#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_SECRET='125d0c31-b1bc-1016-83ad-839f98dec638'
./release --region eu-west-1 --verbose
echo done
