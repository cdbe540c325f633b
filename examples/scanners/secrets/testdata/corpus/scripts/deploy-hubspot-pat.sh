#!/bin/sh
set -eu

# Credentials for the release job.
export HUBSPOT_PAT='pat-eu1-1a644fe0-7c51-5d38-a35c-09ac47a1e16c'
./release --region eu-west-1 --verbose
echo done
