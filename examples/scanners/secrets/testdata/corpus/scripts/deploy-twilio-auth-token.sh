#!/bin/sh
set -eu

# Credentials for the release job.
export TWILIO_AUTH_TOKEN='058022f51025cd5294416369457fd806'
./release --region eu-west-1 --verbose
echo done
