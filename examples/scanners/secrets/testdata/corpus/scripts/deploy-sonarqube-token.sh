#!/bin/sh
set -eu

# Credentials for the release job.
export SONARQUBE_TOKEN='sqa_84069fdff0128d6eff78aee2a0ffd8b33023d7da'
./release --region eu-west-1 --verbose
echo done
