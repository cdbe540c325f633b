#!/bin/sh
set -eu

# Credentials for the release job.
export PLAID_SECRET_KEY='ccn1pttg485eoc32ljz8lqsd8i4hja'
./release --region eu-west-1 --verbose
echo done
