#!/bin/sh
set -eu

# Credentials for the release job.
export REPLICATE_API_TOKEN='r8_oMhFs78n0Si2mJXXyoiiZ5yqkJ6xJiySm4WMd'
./release --region eu-west-1 --verbose
echo done
