#!/bin/sh
set -eu

# Credentials for the release job.
export PLANETSCALE_TOKEN='pscale_tkn_uvRFlJlDsXQz0GTLhD6nETvSoXeb301YepYln026xzwG=rR'
./release --region eu-west-1 --verbose
echo done
