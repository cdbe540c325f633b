#!/bin/sh
set -eu

# Credentials for the release job.
export SNYK_API_TOKEN='7ad835Bc-80CC-6a59-ac6d-af3C4B9EEA2a'
./release --region eu-west-1 --verbose
echo done
