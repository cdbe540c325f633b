#!/bin/sh
set -eu

# Credentials for the release job.
export SIDEKIQ_SECRET='BUNDLE_ENTERPRISE__CONTRIBSYS__COM=31cec310:0d46a284'
./release --region eu-west-1 --verbose
echo done
