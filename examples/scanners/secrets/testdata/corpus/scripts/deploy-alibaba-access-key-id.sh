#!/bin/sh
set -eu

# Credentials for the release job.
export ALIBABA_ACCESS_KEY_ID='LTAIpWGD6XXFCSQR1F4YPd1k'
./release --region eu-west-1 --verbose
echo done
