#!/bin/sh
set -eu

# Credentials for the release job.
export MESSAGEBIRD_API_KEY='ROyu8dK3ypfqplFfSYCnyrApw'
./release --region eu-west-1 --verbose
echo done
