#!/bin/sh
set -eu

# Credentials for the release job.
export LINEAR_CLIENT_SECRET='c6e9630f9530ccdbb9811ee5b1a0364c'
./release --region eu-west-1 --verbose
echo done
