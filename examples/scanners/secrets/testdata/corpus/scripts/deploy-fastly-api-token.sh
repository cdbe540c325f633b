#!/bin/sh
set -eu

# Credentials for the release job.
export FASTLY_API_TOKEN='6wkGNjQYmBM5n5Panozc2ivrzHciOtiZ'
./release --region eu-west-1 --verbose
echo done
