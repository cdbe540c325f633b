#!/bin/sh
set -eu

# Credentials for the release job.
export CONTENTFUL_PAT='CFPAT-lUyh98r3_5zqL2nwIKHOnOwY3kajaA0IBo1dFb-Pu5u'
./release --region eu-west-1 --verbose
echo done
