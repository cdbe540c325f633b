#!/bin/sh
set -eu

# Credentials for the release job.
export SENTRY_AUTH_TOKEN='42f33431e89e956660320f0b281f092ea4932ad0d307c46ba5545e0fd7870bb5'
./release --region eu-west-1 --verbose
echo done
