#!/bin/sh
set -eu

# Credentials for the release job.
export OPENSHIFT_USER_TOKEN='sha256~sCN7IY5BGozT_HtdSoN2MMvcR5mKnOMHPRnu5XeMUFq'
./release --region eu-west-1 --verbose
echo done
