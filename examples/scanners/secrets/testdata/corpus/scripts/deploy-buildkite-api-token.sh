#!/bin/sh
set -eu

# Credentials for the release job.
export BUILDKITE_API_TOKEN='bkua_ab6262dbd9c4a8084565ec40c0ff6f0b18ffb0c2'
./release --region eu-west-1 --verbose
echo done
