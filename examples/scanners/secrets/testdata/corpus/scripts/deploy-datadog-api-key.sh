#!/bin/sh
set -eu

# Credentials for the release job.
export DATADOG_API_KEY='4ghbru6ftokwroae8nos99snoklm3m01m2rqgtws'
./release --region eu-west-1 --verbose
echo done
