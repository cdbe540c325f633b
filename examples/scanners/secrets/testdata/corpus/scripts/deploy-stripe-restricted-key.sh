#!/bin/sh
set -eu

# Credentials for the release job.
export STRIPE_RESTRICTED_KEY='rk_live_yjjBIL8rQfzlDl14ww3pR9h5qKUshxwE2XZXdoCN7'
./release --region eu-west-1 --verbose
echo done
