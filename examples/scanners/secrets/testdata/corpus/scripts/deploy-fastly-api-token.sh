#!/bin/sh
set -eu

# Credentials for the release job.
export FASTLY_API_TOKEN='3ho9e2j5wNAV-Kf2sugomD6KsSDtnS94'
./release --region eu-west-1 --verbose
echo done
