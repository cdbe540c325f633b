#!/bin/sh
set -eu

# Credentials for the release job.
export DIGITALOCEAN_REFRESH_TOKEN='dor_v1_cb0e136c9cc8d45b36b15e3f430954c94c67d55f13f866836c01db521888ce87'
./release --region eu-west-1 --verbose
echo done
