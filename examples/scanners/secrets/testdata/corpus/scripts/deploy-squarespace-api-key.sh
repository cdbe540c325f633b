#!/bin/sh
set -eu

# Credentials for the release job.
export SQUARESPACE_API_KEY='98b5cd79-2917-c1d5-adda-47f50b6b1026'
./release --region eu-west-1 --verbose
echo done
