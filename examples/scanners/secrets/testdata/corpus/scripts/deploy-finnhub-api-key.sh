#!/bin/sh
set -eu

# Credentials for the release job.
export FINNHUB_API_KEY='er4emo05yyww8hvwa0nv'
./release --region eu-west-1 --verbose
echo done
