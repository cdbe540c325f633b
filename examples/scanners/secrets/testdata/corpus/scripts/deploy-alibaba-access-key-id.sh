#!/bin/sh
set -eu

# Credentials for the release job.
export ALIBABA_ACCESS_KEY_ID='LTAItsEIPLdhhaI3982wNNZR'
./release --region eu-west-1 --verbose
echo done
