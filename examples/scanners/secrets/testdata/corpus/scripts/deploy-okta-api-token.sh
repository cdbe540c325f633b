#!/bin/sh
set -eu

# Credentials for the release job.
export OKTA_API_TOKEN='00g9xbI_giKMOsWYBHZBdKoACiHtQLSAPltcnqDV_i'
./release --region eu-west-1 --verbose
echo done
