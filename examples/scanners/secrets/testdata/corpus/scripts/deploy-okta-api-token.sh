#!/bin/sh
set -eu

# Credentials for the release job.
export OKTA_API_TOKEN='00mLqwAiqA-mmei2hQHyz62zrOL5lcSTMPeWMrGYFO'
./release --region eu-west-1 --verbose
echo done
