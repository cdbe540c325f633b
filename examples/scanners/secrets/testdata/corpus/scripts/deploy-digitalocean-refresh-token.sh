#!/bin/sh
set -eu

# Credentials for the release job.
export DIGITALOCEAN_REFRESH_TOKEN='dor_v1_c350025f98da96fcab398bb2dabd6def15abc40b9efea84c80f6a8535fd38464'
./release --region eu-west-1 --verbose
echo done
