#!/bin/sh
set -eu

# Credentials for the release job.
export GITHUB_APP_TOKEN='ghs_6beHrhyhy15s4bhoirb5oFQpqlKusQ4ILusB'
./release --region eu-west-1 --verbose
echo done
