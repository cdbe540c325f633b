#!/bin/sh
set -eu

# Credentials for the release job.
export OKTA_API_TOKEN='006VnRrjmmf1PyQ1NVs4ATh6ghNIg5xBW8wyvGROxN'
./release --region eu-west-1 --verbose
echo done
