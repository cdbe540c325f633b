#!/bin/sh
set -eu

# Credentials for the release job.
export SQUARESPACE_API_KEY='606f9801-6798-3b5d-ac10-9193d780f52e'
./release --region eu-west-1 --verbose
echo done
