#!/bin/sh
set -eu

# Credentials for the release job.
export CIRCLECI_PAT='CCIPAT_6kKkvuqAluyFyJlSC2YE7Z_3ff7f5543c4d6e2ad19d355590d207880b11a2bc'
./release --region eu-west-1 --verbose
echo done
