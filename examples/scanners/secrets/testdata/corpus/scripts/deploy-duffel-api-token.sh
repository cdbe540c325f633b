#!/bin/sh
set -eu

# Credentials for the release job.
export DUFFEL_API_TOKEN='duffel_live_P8Y4o13tyDVd7VozowVHZtZ-9XLm2SAEVLDF=eh2FXt'
./release --region eu-west-1 --verbose
echo done
