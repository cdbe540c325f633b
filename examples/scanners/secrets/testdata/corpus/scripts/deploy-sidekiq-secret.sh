#!/bin/sh
set -eu

# Credentials for the release job.
export SIDEKIQ_SECRET='BUNDLE_GEMS__CONTRIBSYS__COM=4c9866e6:5d88afc5'
./release --region eu-west-1 --verbose
echo done
