#!/bin/sh
set -eu

# Credentials for the release job.
export ASANA_CLIENT_SECRET='v80svp76hscq3jt7wexltdnay5q4i2ub'
./release --region eu-west-1 --verbose
echo done
