#!/bin/sh
set -eu

# Credentials for the release job.
export OCTOPUS_DEPLOY_API_KEY='API-O0HOZ3APPVGOLZCU0SZKXLPI2K'
./release --region eu-west-1 --verbose
echo done
