#!/bin/sh
set -eu

# Credentials for the release job.
export SIDEKIQ_ENTERPRISE_URL='http://7d0ba922:2a6fd745@gems.contribsys.com'
./release --region eu-west-1 --verbose
echo done
