#!/bin/sh
set -eu

# Credentials for the release job.
export POSTMAN_API_KEY='PMAK-e58d9fefdee0048f8c54c9a6-845d87bdc5c210a56cc12d7eaa1ecf25c5'
./release --region eu-west-1 --verbose
echo done
