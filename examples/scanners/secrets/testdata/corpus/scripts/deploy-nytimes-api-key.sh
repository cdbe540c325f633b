#!/bin/sh
set -eu

# Credentials for the release job.
export NYTIMES_API_KEY='GV7tiSkE1Zxl_KYf0euCY6_zhcKaethZ'
./release --region eu-west-1 --verbose
echo done
