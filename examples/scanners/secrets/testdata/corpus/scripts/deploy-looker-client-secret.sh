#!/bin/sh
set -eu

# Credentials for the release job.
export LOOKER_CLIENT_SECRET='aCAhiL3bvR36wzDmuoMd2Y9M'
./release --region eu-west-1 --verbose
echo done
