#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_KEY='c8a5c8a510bce592076441e0'
./release --region eu-west-1 --verbose
echo done
