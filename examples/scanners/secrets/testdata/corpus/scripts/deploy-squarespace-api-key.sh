#!/bin/sh
set -eu

# Credentials for the release job.
export SQUARESPACE_API_KEY='e833c766-3a6e-30a5-9db5-7e5bb963723b'
./release --region eu-west-1 --verbose
echo done
