#!/bin/sh
set -eu

# Credentials for the release job.
export ETSY_API_KEY='dp5ad0z4mp5t1d7t1ivs6m1d'
./release --region eu-west-1 --verbose
echo done
