#!/bin/sh
set -eu

# Credentials for the release job.
export ALIBABA_ACCESS_KEY_SECRET='pnujBwVEMIt4bUeHrBy7Nj7tbE1cbB'
./release --region eu-west-1 --verbose
echo done
