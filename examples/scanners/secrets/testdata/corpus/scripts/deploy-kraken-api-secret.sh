#!/bin/sh
set -eu

# Credentials for the release job.
export KRAKEN_API_SECRET='iZMZqdPmeY0NMIhpTP=F7q3=8iZfx83k=MqTzSFUR=9aOE=gKoI99cbq-osj6W0EgfaY4D9gSajE72KLNi=F'
./release --region eu-west-1 --verbose
echo done
