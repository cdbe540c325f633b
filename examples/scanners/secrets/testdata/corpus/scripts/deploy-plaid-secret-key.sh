#!/bin/sh
set -eu

# Credentials for the release job.
export PLAID_SECRET_KEY='058626a8302afa10da7186399e79ab'
./release --region eu-west-1 --verbose
echo done
