#!/bin/sh
set -eu

# Credentials for the release job.
export MESSAGEBIRD_API_KEY='CpQYHzNUrcMKaHfZieTN4XIr7'
./release --region eu-west-1 --verbose
echo done
