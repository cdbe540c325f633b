#!/bin/sh
set -eu

# Credentials for the release job.
export CIRCLECI_PAT='CCIPAT_PLhTMbDE04KcgXRGwhjGpT_a9ba5f93a0905ca19d799f6d9c6ac6eca32c12a3'
./release --region eu-west-1 --verbose
echo done
