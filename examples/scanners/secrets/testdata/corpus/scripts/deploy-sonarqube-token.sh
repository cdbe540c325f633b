#!/bin/sh
set -eu

# Credentials for the release job.
export SONARQUBE_TOKEN='sqp_bdaf2215769014c84adab05247484d844089d43e'
./release --region eu-west-1 --verbose
echo done
