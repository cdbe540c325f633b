#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_KEY='65d2956f9233ecb0a9b34557'
./release --region eu-west-1 --verbose
echo done
