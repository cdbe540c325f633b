#!/bin/sh
set -eu

# Credentials for the release job.
export SONARQUBE_TOKEN='sqa_cc7eb3133090fd8ce0376186202a9d18e5a674ba'
./release --region eu-west-1 --verbose
echo done
