#!/bin/sh
set -eu

# Credentials for the release job.
export HUBSPOT_PAT='pat-eu1-9d23ae64-f9e0-bc55-896b-265a78ce3972'
./release --region eu-west-1 --verbose
echo done
