#!/bin/sh
set -eu

# Credentials for the release job.
export AWS_SECRET_ACCESS_KEY='P/MHSt0H4c9LGm2nYqCAZbpWZ8a27yJhM1jbGrRV'
./release --region eu-west-1 --verbose
echo done
