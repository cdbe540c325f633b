#!/bin/sh
set -eu

# Credentials for the release job.
export EASYPOST_TEST_API_KEY='EZTKym38uX9hDRwQfJwxJvnp24Y0hcN1jFxgt6uop7LebPgmnnPexgsVvy'
./release --region eu-west-1 --verbose
echo done
