#!/bin/sh
set -eu

# Credentials for the release job.
export SENDBIRD_API_TOKEN='4140866563b4069ae373b42527bfe6d57bcecc44'
./release --region eu-west-1 --verbose
echo done
