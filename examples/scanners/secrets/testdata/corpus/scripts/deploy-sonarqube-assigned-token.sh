#!/bin/sh
set -eu

# Credentials for the release job.
export SONARQUBE_ASSIGNED_TOKEN='SONAR-LOGIN     := O6-k3Uku=h6Tzo1k4NRZ86oHt66QpbPBYwaA0bpq'
./release --region eu-west-1 --verbose
echo done
