#!/bin/sh
set -eu

# Credentials for the release job.
export ADAFRUIT_ASSIGNED_KEY='OVggLo3WauD1rIMdApQDOoo1OvgGOkP5'
./release --region eu-west-1 --verbose
echo done
