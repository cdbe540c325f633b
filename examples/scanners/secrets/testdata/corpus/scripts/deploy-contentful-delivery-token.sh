#!/bin/sh
set -eu

# Credentials for the release job.
export CONTENTFUL_DELIVERY_TOKEN='jj69_O=CW4rnpZHPj017m7qkVkd5Q1CB9BT8BjFicly'
./release --region eu-west-1 --verbose
echo done
