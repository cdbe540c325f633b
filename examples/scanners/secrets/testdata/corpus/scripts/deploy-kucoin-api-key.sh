#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_KEY='256f0be818463f4c505737cf'
./release --region eu-west-1 --verbose
echo done
