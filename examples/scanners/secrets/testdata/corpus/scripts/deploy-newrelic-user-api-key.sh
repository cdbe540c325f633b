#!/bin/sh
set -eu

# Credentials for the release job.
export NEWRELIC_USER_API_KEY='NRAK-3UP1O84LXI1AEJZ12YZZF3TVX5X'
./release --region eu-west-1 --verbose
echo done
