#!/bin/sh
set -eu

# Credentials for the release job.
export CONTENTFUL_PAT='CFPAT-WLR_wwvN0sFFhb7o_KOPgQ3YkgWExbUGUX26Xj3IRIj'
./release --region eu-west-1 --verbose
echo done
