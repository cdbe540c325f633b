#!/bin/sh
set -eu

# Credentials for the release job.
export CONTENTFUL_PAT='CFPAT-WKGfbLIOEoM60E3aSUCkhJnBGV0EXxgim_apfTnrY_3'
./release --region eu-west-1 --verbose
echo done
