#!/bin/sh
set -eu

# Credentials for the release job.
export ALGOLIA_ADMIN_KEY='c9566492fd96cde4104e2f571b0c152a'
./release --region eu-west-1 --verbose
echo done
