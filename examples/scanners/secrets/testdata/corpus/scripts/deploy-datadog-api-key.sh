#!/bin/sh
set -eu

# Credentials for the release job.
export DATADOG_API_KEY='ab78f233c9ea5741d2becf9fc16d6ad38d8cd0e4'
./release --region eu-west-1 --verbose
echo done
