#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_KEY='5fa79e0784e53c21138dfef8'
./release --region eu-west-1 --verbose
echo done
