#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_KEY='aeae11beaf2c0acdf08ae530'
./release --region eu-west-1 --verbose
echo done
