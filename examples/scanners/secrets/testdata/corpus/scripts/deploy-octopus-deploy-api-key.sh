#!/bin/sh
set -eu

# Credentials for the release job.
export OCTOPUS_DEPLOY_API_KEY='API-WFGVI0SKV85SGHMVDKH9KP5T7Q'
./release --region eu-west-1 --verbose
echo done
