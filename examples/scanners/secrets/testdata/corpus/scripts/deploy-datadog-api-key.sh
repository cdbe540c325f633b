#!/bin/sh
set -eu

# Credentials for the release job.
export DATADOG_API_KEY='326c6501a6629ea24d845d4f4c41b7247c407bb5'
./release --region eu-west-1 --verbose
echo done
