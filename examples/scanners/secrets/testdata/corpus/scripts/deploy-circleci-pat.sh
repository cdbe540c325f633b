#!/bin/sh
set -eu

# Credentials for the release job.
export CIRCLECI_PAT='CCIPAT_RCQGWh2PXV0nAsozhOXjOR_4785162e4b2e0842a8f6d4647af00057e16cab3f'
./release --region eu-west-1 --verbose
echo done
