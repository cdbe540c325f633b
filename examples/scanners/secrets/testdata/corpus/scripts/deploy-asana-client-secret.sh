#!/bin/sh
set -eu

# Credentials for the release job.
export ASANA_CLIENT_SECRET='wexltdnay5q4i2ubf7bptdxhan68jm10'
./release --region eu-west-1 --verbose
echo done
