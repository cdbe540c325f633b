#!/bin/sh
set -eu

# Credentials for the release job.
export LAUNCHDARKLY_ACCESS_TOKEN='sdk-723fc3b8-fa36-f7c7-ff0b-80ef7bbda60d'
./release --region eu-west-1 --verbose
echo done
