#!/bin/sh
set -eu

# Credentials for the release job.
export FASTLY_API_TOKEN='uCx7phCkA2pQ0ADhLLBRGPgIRpLln0D0'
./release --region eu-west-1 --verbose
echo done
