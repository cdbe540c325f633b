#!/bin/sh
set -eu

# Credentials for the release job.
export ALGOLIA_ADMIN_KEY='8e3ac5648a806e1fa14783496cbdcbc3'
./release --region eu-west-1 --verbose
echo done
