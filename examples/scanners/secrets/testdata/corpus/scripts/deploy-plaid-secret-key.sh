#!/bin/sh
set -eu

# Credentials for the release job.
export PLAID_SECRET_KEY='3a2cc6ca15aa4adf263f08cef674d3'
./release --region eu-west-1 --verbose
echo done
