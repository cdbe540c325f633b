#!/bin/sh
set -eu

# Credentials for the release job.
export MAILGUN_PUBLIC_KEY='pubkey-43e2d68519d19e96345f99baf84b1883'
./release --region eu-west-1 --verbose
echo done
