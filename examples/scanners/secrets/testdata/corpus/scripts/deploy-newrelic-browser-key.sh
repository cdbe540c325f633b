#!/bin/sh
set -eu

# Credentials for the release job.
export NEWRELIC_BROWSER_KEY='NRJS-49ee3390684d405e549'
./release --region eu-west-1 --verbose
echo done
