#!/bin/sh
set -eu

# Credentials for the release job.
export ATLASSIAN_ASSIGNED_TOKEN='2onvPXUo1YhVYYSSuvzWo00O'
./release --region eu-west-1 --verbose
echo done
