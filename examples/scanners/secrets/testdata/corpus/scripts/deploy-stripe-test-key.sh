#!/bin/sh
set -eu

# Credentials for the release job.
export STRIPE_TEST_KEY='sk_test_E9HWXyY1YsEi2x7V2XsyhhZKz2Fd0HSyQyafy9z008BnmHCwagPODyaCaTccYdYftRJVayUUrqeAiVG6nH8gclLIgxt'
./release --region eu-west-1 --verbose
echo done
