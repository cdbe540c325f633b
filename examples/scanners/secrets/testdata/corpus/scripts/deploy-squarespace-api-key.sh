#!/bin/sh
set -eu

# Credentials for the release job.
export SQUARESPACE_API_KEY='8b2f2ca0-0054-ee7e-2c32-09c7a593c2d8'
./release --region eu-west-1 --verbose
echo done
