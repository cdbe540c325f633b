#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_KEY='77b070fcc5fd8bc04bc1f276'
./release --region eu-west-1 --verbose
echo done
