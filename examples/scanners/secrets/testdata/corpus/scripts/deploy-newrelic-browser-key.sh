#!/bin/sh
set -eu

# Credentials for the release job.
export NEWRELIC_BROWSER_KEY='NRJS-dd1f62584e208902b16'
./release --region eu-west-1 --verbose
echo done
