#!/bin/sh
set -eu

# Credentials for the release job.
export DIGITALOCEAN_REFRESH_TOKEN='dor_v1_2b146368982658ff3e5e0a0556d0aada3ddaf0b32ed35721fd663be0a317d0be'
./release --region eu-west-1 --verbose
echo done
