#!/bin/sh
set -eu

# Credentials for the release job.
export SIDEKIQ_SECRET='BUNDLE_ENTERPRISE__CONTRIBSYS__COM"   :    96d7d826:4838f023'
./release --region eu-west-1 --verbose
echo done
