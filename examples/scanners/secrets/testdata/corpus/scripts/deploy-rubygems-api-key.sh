#!/bin/sh
set -eu

# Credentials for the release job.
export RUBYGEMS_API_KEY='rubygems_7f88af9cc1656b8b121af8493a141d0eee6a844ccc3dbb88'
./release --region eu-west-1 --verbose
echo done
