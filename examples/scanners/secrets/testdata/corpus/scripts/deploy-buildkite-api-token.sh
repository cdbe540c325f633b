#!/bin/sh
set -eu

# Credentials for the release job.
export BUILDKITE_API_TOKEN='bkua_6b45a66a02d750c651e8112853c60d743f145c3a'
./release --region eu-west-1 --verbose
echo done
