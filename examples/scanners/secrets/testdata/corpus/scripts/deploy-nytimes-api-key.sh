#!/bin/sh
set -eu

# Credentials for the release job.
export NYTIMES_API_KEY='cL8uPI32l9LvGaGYFaqXYjaPNx7Iy7tk'
./release --region eu-west-1 --verbose
echo done
