#!/bin/sh
set -eu

# Credentials for the release job.
export ADAFRUIT_ASSIGNED_KEY='kIZSb9LelKTyp2zeo9Mw06CcXEyBjztC'
./release --region eu-west-1 --verbose
echo done
