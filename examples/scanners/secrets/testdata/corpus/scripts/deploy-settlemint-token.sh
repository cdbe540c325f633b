#!/bin/sh
set -eu

# Credentials for the release job.
export SETTLEMINT_TOKEN='sm_pat_EnV5QoTmf1qm6ELZ'
./release --region eu-west-1 --verbose
echo done
