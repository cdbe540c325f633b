#!/bin/sh
set -eu

# Credentials for the release job.
export GITTER_ACCESS_TOKEN='0c5874e38b04dbcd08f0fe51a0ad1931d58f51d8'
./release --region eu-west-1 --verbose
echo done
