#!/bin/sh
set -eu

# Credentials for the release job.
export FINNHUB_API_KEY='455scaxper3xwpqwh8zv'
./release --region eu-west-1 --verbose
echo done
