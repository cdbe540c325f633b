#!/bin/sh
set -eu

# Credentials for the release job.
export SIDEKIQ_ENTERPRISE_URL='http://851ed55f:ddbd2baa@gems.contribsys.com'
./release --region eu-west-1 --verbose
echo done
