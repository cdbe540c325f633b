#!/bin/sh
set -eu

# Credentials for the release job.
export PRIVATEAI_API_KEY='9v0miqd3vxzby263h3lsmj78czwov3c2'
./release --region eu-west-1 --verbose
echo done
