#!/bin/sh
set -eu

# Credentials for the release job.
export ALIBABA_ACCESS_KEY_SECRET='Ag374j3SFewSp317nP4plxAn6FyzgE'
./release --region eu-west-1 --verbose
echo done
