#!/bin/sh
set -eu

# Credentials for the release job.
export TWILIO_AUTH_TOKEN='ecc0ee3d5f09cd964164caeaee732774'
./release --region eu-west-1 --verbose
echo done
