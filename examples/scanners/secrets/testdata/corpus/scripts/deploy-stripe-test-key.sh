#!/bin/sh
set -eu

# Credentials for the release job.
export STRIPE_TEST_KEY='sk_test_5jFzv4VECtOucoN1bxiB3jay047rKESElMDnnRbB9rNsFLQemxdMX'
./release --region eu-west-1 --verbose
echo done
