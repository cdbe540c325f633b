#!/bin/sh
set -eu

# Credentials for the release job.
export ALIBABA_ACCESS_KEY_SECRET='CSQiWgvSNRBLR7mtdPERj6CNGw1J4r'
./release --region eu-west-1 --verbose
echo done
