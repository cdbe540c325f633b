#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_KEY='38ba24d1fec317690db5cd42'
./release --region eu-west-1 --verbose
echo done
