#!/bin/sh
set -eu

# Credentials for the release job.
export FINNHUB_API_KEY='o4pz5mc7iu08i57y3ne6'
./release --region eu-west-1 --verbose
echo done
