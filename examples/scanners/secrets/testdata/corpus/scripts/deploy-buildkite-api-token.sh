#!/bin/sh
set -eu

# Credentials for the release job.
export BUILDKITE_API_TOKEN='bkua_aa25376a2be1ad48dd3dc4d1bd75c0982026c35a'
./release --region eu-west-1 --verbose
echo done
