#!/bin/sh
set -eu

# Credentials for the release job.
export SONARQUBE_TOKEN='squ_1914b48907ddf2a4faa9dd4597886c4eb565bd8a'
./release --region eu-west-1 --verbose
echo done
