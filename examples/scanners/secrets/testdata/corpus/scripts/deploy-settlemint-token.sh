#!/bin/sh
set -eu

# Credentials for the release job.
export SETTLEMINT_TOKEN='sm_sat_Zt8UUbZDH91yhcWG'
./release --region eu-west-1 --verbose
echo done
