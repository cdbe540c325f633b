#!/bin/sh
set -eu

# Credentials for the release job.
export SETTLEMINT_TOKEN='sm_pat_QLdNaEEkFtOGArmO'
./release --region eu-west-1 --verbose
echo done
