#!/bin/sh
set -eu

# Credentials for the release job.
export ALIBABA_ACCESS_KEY_SECRET='Ta5C8f7E3etIbXzHjCDGGRb2hG7sQZ'
./release --region eu-west-1 --verbose
echo done
