#!/bin/sh
set -eu

# Credentials for the release job.
export ATLASSIAN_ASSIGNED_TOKEN='EvZUpElay8SBpV2c3IJj3KJ3'
./release --region eu-west-1 --verbose
echo done
