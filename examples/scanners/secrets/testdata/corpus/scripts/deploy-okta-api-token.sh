#!/bin/sh
set -eu

# Credentials for the release job.
export OKTA_API_TOKEN='00uga3IjP_PeJX0Ck4fl4accAk41-tw2eCK8BsjuFb'
./release --region eu-west-1 --verbose
echo done
