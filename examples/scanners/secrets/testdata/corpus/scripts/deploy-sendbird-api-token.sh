#!/bin/sh
set -eu

# Credentials for the release job.
export SENDBIRD_API_TOKEN='3665ae9740f4518ae427900704e87a37b8e6ff85'
./release --region eu-west-1 --verbose
echo done
