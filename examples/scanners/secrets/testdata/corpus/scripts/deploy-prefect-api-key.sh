#!/bin/sh
set -eu

# Credentials for the release job.
export PREFECT_API_KEY='pnu_nn2icUbEmuj7kHf9mdbVlepMUesTwYBm4gYY'
./release --region eu-west-1 --verbose
echo done
