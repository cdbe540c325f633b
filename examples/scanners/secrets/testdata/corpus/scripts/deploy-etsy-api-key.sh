#!/bin/sh
set -eu

# Credentials for the release job.
export ETSY_API_KEY='s7ebigc0j9z3r0phx0w735cx'
./release --region eu-west-1 --verbose
echo done
