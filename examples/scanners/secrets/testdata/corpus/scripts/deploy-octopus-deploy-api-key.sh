#!/bin/sh
set -eu

# Credentials for the release job.
export OCTOPUS_DEPLOY_API_KEY='API-AJTSNT4C75RG7LLYQYKOAR3AUH'
./release --region eu-west-1 --verbose
echo done
