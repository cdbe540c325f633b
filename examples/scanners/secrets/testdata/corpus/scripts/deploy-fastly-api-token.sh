#!/bin/sh
set -eu

# Credentials for the release job.
export FASTLY_API_TOKEN='dbUO11Bn62r6wkGNjQYmBM5n5Panozc2'
./release --region eu-west-1 --verbose
echo done
