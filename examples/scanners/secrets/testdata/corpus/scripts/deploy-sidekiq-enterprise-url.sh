#!/bin/sh
set -eu

# Credentials for the release job.
export SIDEKIQ_ENTERPRISE_URL='https://5abb90c5:d0fe530d@enterprise.contribsys.com'
./release --region eu-west-1 --verbose
echo done
