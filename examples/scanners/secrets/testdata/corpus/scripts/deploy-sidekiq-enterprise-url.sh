#!/bin/sh
set -eu

# Credentials for the release job.
export SIDEKIQ_ENTERPRISE_URL='https://4f900f17:abda1d63@enterprise.contribsys.com'
./release --region eu-west-1 --verbose
echo done
