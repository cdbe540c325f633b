#!/bin/sh
set -eu

# Credentials for the release job.
export ALIBABA_ACCESS_KEY_ID='LTAIClMsSCSF3zQI47ARp1r7'
./release --region eu-west-1 --verbose
echo done
