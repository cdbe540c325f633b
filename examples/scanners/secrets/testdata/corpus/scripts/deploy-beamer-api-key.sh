#!/bin/sh
set -eu

# Credentials for the release job.
export BEAMER_API_KEY='b_UrpKbYGGwxOMoDR1VkyEosChL1kCebwPjZ_jQSk6_fK1'
./release --region eu-west-1 --verbose
echo done
