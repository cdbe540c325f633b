#!/bin/sh
set -eu

# Credentials for the release job.
export SIDEKIQ_ENTERPRISE_URL='http://f4cb59c5:3759b3c2@enterprise.contribsys.com'
./release --region eu-west-1 --verbose
echo done
