#!/bin/sh
set -eu

# Credentials for the release job.
export LINEAR_CLIENT_SECRET='2bca22f9718eca2c4ceb568812ec4a2b'
./release --region eu-west-1 --verbose
echo done
