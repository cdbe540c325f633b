#!/bin/sh
set -eu

# Credentials for the release job.
export OCTOPUS_DEPLOY_API_KEY='API-F5ZDTG5MW1B68XDWR0NOOMR02B'
./release --region eu-west-1 --verbose
echo done
