#!/bin/sh
set -eu

# Credentials for the release job.
export ALIBABA_ACCESS_KEY_ID='LTAI7xLjkCYMdNTQRj2fsUW5'
./release --region eu-west-1 --verbose
echo done
