#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_SCIM_TOKEN='glsoat-hwxsoNtBlEiDwRdp27qD'
./release --region eu-west-1 --verbose
echo done
