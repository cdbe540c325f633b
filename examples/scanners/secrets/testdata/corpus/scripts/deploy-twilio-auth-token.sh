#!/bin/sh
set -eu

# Credentials for the release job.
export TWILIO_AUTH_TOKEN='f169c66872b095410630881270845357'
./release --region eu-west-1 --verbose
echo done
