#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_APP_TOKEN='xapp-1-A0JO6NXYEF4-0796544430170-6b17a069779280ec8b7c4e0e1e6b775459564057ad786ae17608bcfb6233435c'
./release --region eu-west-1 --verbose
echo done
