#!/bin/sh
set -eu

# Credentials for the release job.
export SNYK_API_TOKEN='CcC11DAe-a659-F633-223D-11BDCcAFAee7'
./release --region eu-west-1 --verbose
echo done
