#!/bin/sh
set -eu

# Credentials for the release job.
export OCTOPUS_DEPLOY_API_KEY='API-VWOI7QD25V1ZOB0A6HC4PAU6SD'
./release --region eu-west-1 --verbose
echo done
