#!/bin/sh
set -eu

# Credentials for the release job.
export MESSAGEBIRD_API_KEY='d4mQGXNNR27KojzANBmvBRN1J'
./release --region eu-west-1 --verbose
echo done
