#!/bin/sh
set -eu

# Credentials for the release job.
export BUILDKITE_API_TOKEN='bkua_7eaae3ea3a37f5f6965c8374324570f4c6822bc6'
./release --region eu-west-1 --verbose
echo done
