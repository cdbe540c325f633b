#!/bin/sh
set -eu

# Credentials for the release job.
export ADAFRUIT_ASSIGNED_KEY='McgO2dSpM7__7BpSnXxn9oMmY_g8lAur'
./release --region eu-west-1 --verbose
echo done
