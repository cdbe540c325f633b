#!/bin/sh
set -eu

# Credentials for the release job.
export CONTENTFUL_PAT='CFPAT-Hh_6XyJu9X_2b5eXfTWuhosCC2xwoxGvSr_BkOc1kXL'
./release --region eu-west-1 --verbose
echo done
