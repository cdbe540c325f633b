#!/bin/sh
set -eu

# Credentials for the release job.
export LINEAR_API_KEY='lin_api_65p34ejBh1kVk6Nc814IUttDVCgHV2ghMGHTA42H'
./release --region eu-west-1 --verbose
echo done
