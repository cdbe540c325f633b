#!/bin/sh
set -eu

# Credentials for the release job.
export ALGOLIA_ADMIN_KEY='20cf9c890a089532da5c6abf81545362'
./release --region eu-west-1 --verbose
echo done
