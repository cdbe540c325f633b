#!/bin/sh
set -eu

# Credentials for the release job.
export SQUARE_ACCESS_TOKEN='sq0atp-Z-fD8KECptcXLTZ3PYCd7c'
./release --region eu-west-1 --verbose
echo done
