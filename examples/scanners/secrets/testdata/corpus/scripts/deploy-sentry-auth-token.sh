#!/bin/sh
set -eu

# Credentials for the release job.
export SENTRY_AUTH_TOKEN='2d33f7130330cc48d70ec1056f31565547cec75a48a7b42ed68cb12832b08ebe'
./release --region eu-west-1 --verbose
echo done
