#!/bin/sh
set -eu

# Credentials for the release job.
export DATADOG_API_KEY='93dd31ad80d30278b9ea61db7b28f491'
./release --region eu-west-1 --verbose
echo done
