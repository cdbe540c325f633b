#!/bin/sh
set -eu

# Credentials for the release job.
export PRIVATEAI_API_KEY='ybz7t97bkfpzwhb4xg6cbnti217ls8p9'
./release --region eu-west-1 --verbose
echo done
