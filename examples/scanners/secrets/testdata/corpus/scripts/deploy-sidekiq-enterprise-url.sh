#!/bin/sh
set -eu

# Credentials for the release job.
export SIDEKIQ_ENTERPRISE_URL='https://1ed8a6fa:ab97d7e6@enterprise.contribsys.com'
./release --region eu-west-1 --verbose
echo done
