#!/bin/sh
set -eu

# Credentials for the release job.
export POSTMAN_API_KEY='PMAK-a58787ef87e6dfb5e3cdb0b4-c65ad58b12d0d9b47a08b42bc1300e6ac2'
./release --region eu-west-1 --verbose
echo done
