#!/bin/sh
set -eu

# Credentials for the release job.
export SETTLEMINT_TOKEN='sm_sat_s5EUm2IIxqnQ2cS5'
./release --region eu-west-1 --verbose
echo done
