#!/bin/sh
set -eu

# Credentials for the release job.
export OCTOPUS_DEPLOY_API_KEY='API-XBEFDLFH26LYN5M5DH4E4UAIB4'
./release --region eu-west-1 --verbose
echo done
