#!/bin/sh
set -eu

# Credentials for the release job.
export SONARQUBE_TOKEN='sqp_84e1b3f9b7c61420544b4f1041352abbdef87188'
./release --region eu-west-1 --verbose
echo done
