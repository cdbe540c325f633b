#!/bin/sh
set -eu

# Credentials for the release job.
export OKTA_API_TOKEN='00k4fl4accAk41-tw2eCK8BsjuFbfCivlYL3iM_g37'
./release --region eu-west-1 --verbose
echo done
