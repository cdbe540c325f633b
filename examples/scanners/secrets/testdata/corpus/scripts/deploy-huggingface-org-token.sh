#!/bin/sh
set -eu

# Credentials for the release job.
export HUGGINGFACE_ORG_TOKEN='api_org_lWDU44dxUJ1ELsKZajH5k5jMeibPUM0g2b'
./release --region eu-west-1 --verbose
echo done
