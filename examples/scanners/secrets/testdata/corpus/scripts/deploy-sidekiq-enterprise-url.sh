#!/bin/sh
set -eu

# Credentials for the release job.
export SIDEKIQ_ENTERPRISE_URL='https://d80c4918:a8ea5822@enterprise.contribsys.com'
./release --region eu-west-1 --verbose
echo done
