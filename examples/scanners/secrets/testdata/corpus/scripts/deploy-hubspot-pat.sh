#!/bin/sh
set -eu

# Credentials for the release job.
export HUBSPOT_PAT='pat-eu1-7b6aefe1-8d1c-3b4a-f0fd-7b61a3a4a558'
./release --region eu-west-1 --verbose
echo done
