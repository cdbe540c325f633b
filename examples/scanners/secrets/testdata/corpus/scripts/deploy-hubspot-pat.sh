#!/bin/sh
set -eu

# Credentials for the release job.
export HUBSPOT_PAT='pat-na1-51b4567e-2cce-a01d-3d22-4332f951c3b8'
./release --region eu-west-1 --verbose
echo done
