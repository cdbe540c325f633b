#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_KEY='6f6b14e26d6fe936277f5494'
./release --region eu-west-1 --verbose
echo done
