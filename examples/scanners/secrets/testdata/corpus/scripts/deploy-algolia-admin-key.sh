#!/bin/sh
set -eu

# Credentials for the release job.
export ALGOLIA_ADMIN_KEY='55dbf3645358ec1a590b998e3ac5648a'
./release --region eu-west-1 --verbose
echo done
