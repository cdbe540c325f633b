#!/bin/sh
set -eu

# Credentials for the release job.
export TWILIO_AUTH_TOKEN='c3471b4fff2bbffbd47bf3adaefd16bb'
./release --region eu-west-1 --verbose
echo done
