#!/bin/sh
set -eu

# Credentials for the release job.
export SQUARESPACE_API_KEY='55e6f0f4-b742-c012-cae2-7651fa6d171a'
./release --region eu-west-1 --verbose
echo done
