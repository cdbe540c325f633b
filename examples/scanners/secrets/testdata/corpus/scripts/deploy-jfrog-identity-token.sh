#!/bin/sh
set -eu

# Credentials for the release job.
export JFROG_IDENTITY_TOKEN='m4pyPHNsObIYzdUhVX9diOtxG3VnFISX5xKjqb38YDYgEWVBEO5yCUDdT6Hoje94'
./release --region eu-west-1 --verbose
echo done
