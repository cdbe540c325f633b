#!/bin/sh
set -eu

# Credentials for the release job.
export POSTMAN_API_KEY='PMAK-2171b0e857711c2b3411ef31-2e3c8a98d0b9380d9434acb60b1c5ed990'
./release --region eu-west-1 --verbose
echo done
