#!/bin/sh
set -eu

# Credentials for the release job.
export OCTOPUS_DEPLOY_API_KEY='API-T79E413CEB6JIWZSHZ7TLMRK25'
./release --region eu-west-1 --verbose
echo done
