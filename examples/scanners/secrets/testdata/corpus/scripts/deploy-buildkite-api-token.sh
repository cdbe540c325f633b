#!/bin/sh
set -eu

# Credentials for the release job.
export BUILDKITE_API_TOKEN='bkua_44f4fc56e0ddf8128c9778a2b3b0d40708f43c50'
./release --region eu-west-1 --verbose
echo done
