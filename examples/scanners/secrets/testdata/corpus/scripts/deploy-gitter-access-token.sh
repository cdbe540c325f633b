#!/bin/sh
set -eu

# Credentials for the release job.
export GITTER_ACCESS_TOKEN='42fthtaiw-uo-7i_dht4t0lj-xihx-8ytp21rsbg'
./release --region eu-west-1 --verbose
echo done
