#!/bin/sh
set -eu

# Credentials for the release job.
export FINNHUB_API_KEY='24vd4jzdbwluf21amwtq'
./release --region eu-west-1 --verbose
echo done
