#!/bin/sh
set -eu

# Credentials for the release job.
export MAILGUN_PUBLIC_KEY='pubkey-1df3ab149fe3bc457ebfbb278a05171f'
./release --region eu-west-1 --verbose
echo done
