#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_SECRET='ac26333a-bf1e-a06a-0ab8-81d489fc8b75'
./release --region eu-west-1 --verbose
echo done
