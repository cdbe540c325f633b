#!/bin/sh
set -eu

# Credentials for the release job.
export GOOGLE_API_KEY='AIza6rwAEpEuFBRCxLHdvpmBrlDDQU477cCshkJ'
./release --region eu-west-1 --verbose
echo done
