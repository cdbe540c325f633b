#!/bin/sh
set -eu

# Credentials for the release job.
export SQUARESPACE_API_KEY='2dbc22a5-e43e-f8f2-bc21-c871f256a7b2'
./release --region eu-west-1 --verbose
echo done
