#!/bin/sh
set -eu

# Credentials for the release job.
export NEWRELIC_BROWSER_KEY='NRJS-0afb77ef568c9e45f8e'
./release --region eu-west-1 --verbose
echo done
