#!/bin/sh
set -eu

# Credentials for the release job.
export SIDEKIQ_ENTERPRISE_URL='http://c4e520a6:8948864f@enterprise.contribsys.com'
./release --region eu-west-1 --verbose
echo done
