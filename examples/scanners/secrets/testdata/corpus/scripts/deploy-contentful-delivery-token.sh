#!/bin/sh
set -eu

# Credentials for the release job.
export CONTENTFUL_DELIVERY_TOKEN='mOmjF8JISoufbm8ErBNkqjVkONWLszjj69_O=CW4rnp'
./release --region eu-west-1 --verbose
echo done
