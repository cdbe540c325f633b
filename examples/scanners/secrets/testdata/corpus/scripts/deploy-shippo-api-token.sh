#!/bin/sh
set -eu

# Credentials for the release job.
export SHIPPO_API_TOKEN='shippo_live_9bfb31aab7794a16e3502a1e3acdf675cc651218'
./release --region eu-west-1 --verbose
echo done
