#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_KEY='998ab83c87c554c66b0116c4'
./release --region eu-west-1 --verbose
echo done
