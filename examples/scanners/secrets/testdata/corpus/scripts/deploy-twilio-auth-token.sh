#!/bin/sh
set -eu

# Credentials for the release job.
export TWILIO_AUTH_TOKEN='86ea4c9866e65d88afc5bd9eff8e4477'
./release --region eu-west-1 --verbose
echo done
