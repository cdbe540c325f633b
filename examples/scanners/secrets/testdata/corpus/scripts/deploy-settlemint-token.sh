#!/bin/sh
set -eu

# Credentials for the release job.
export SETTLEMINT_TOKEN='sm_aat_jcJW4GFfcfZPObqJ'
./release --region eu-west-1 --verbose
echo done
