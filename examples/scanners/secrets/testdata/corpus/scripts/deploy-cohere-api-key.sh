#!/bin/sh
set -eu

# Credentials for the release job.
export COHERE_API_KEY='UMJh536wOIXbza48PMfEgnJssf7JRm7T0wao6FUN'
./release --region eu-west-1 --verbose
echo done
