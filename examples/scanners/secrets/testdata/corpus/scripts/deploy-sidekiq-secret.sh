#!/bin/sh
set -eu

# Credentials for the release job.
export SIDEKIQ_SECRET='BUNDLE_ENTERPRISE__CONTRIBSYS__COM      :  66a81cde:4ef76255'
./release --region eu-west-1 --verbose
echo done
