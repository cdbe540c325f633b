#!/bin/sh
set -eu

# Credentials for the release job.
export MAILGUN_PUBLIC_KEY='pubkey-59518e95b7b1d9f91a9d9bb51e8d41c1'
./release --region eu-west-1 --verbose
echo done
