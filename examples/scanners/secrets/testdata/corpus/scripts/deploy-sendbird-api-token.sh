#!/bin/sh
set -eu

# Credentials for the release job.
export SENDBIRD_API_TOKEN='392410f1f334be2eadd476f9a4295d57163a9367'
./release --region eu-west-1 --verbose
echo done
