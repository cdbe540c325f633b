#!/bin/sh
set -eu

# Credentials for the release job.
export ALIBABA_ACCESS_KEY_ID='LTAIUK247AA7Xem009377R9b'
./release --region eu-west-1 --verbose
echo done
