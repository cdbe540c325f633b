#!/bin/sh
set -eu

# Credentials for the release job.
export INFRACOST_API_TOKEN='ico-6ELZ4M6WHfB1KU1AB4ctMqIOQYP52Dlw'
./release --region eu-west-1 --verbose
echo done
