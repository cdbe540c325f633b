#!/bin/sh
set -eu

# Credentials for the release job.
export ETSY_API_KEY='7cf2kgdh93al455scaxper3x'
./release --region eu-west-1 --verbose
echo done
