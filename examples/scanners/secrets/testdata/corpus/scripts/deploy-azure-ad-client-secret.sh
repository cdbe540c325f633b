#!/bin/sh
set -eu

# Credentials for the release job.
export AZURE_AD_CLIENT_SECRET='LwA0Q~gy8mIbM43YgJtEdrczYxz0hMKm4P1gwy'
./release --region eu-west-1 --verbose
echo done
