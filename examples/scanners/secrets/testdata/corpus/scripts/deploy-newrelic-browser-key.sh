#!/bin/sh
set -eu

# Credentials for the release job.
export NEWRELIC_BROWSER_KEY='NRJS-2694c1ff9ba07d9af07'
./release --region eu-west-1 --verbose
echo done
