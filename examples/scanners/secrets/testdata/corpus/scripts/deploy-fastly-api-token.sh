#!/bin/sh
set -eu

# Credentials for the release job.
export FASTLY_API_TOKEN='JZ06Uvl_zo8gSan5dw9gIlEwb4CeUdIt'
./release --region eu-west-1 --verbose
echo done
