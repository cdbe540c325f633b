#!/bin/sh
set -eu

# Credentials for the release job.
export SIDEKIQ_SECRET='BUNDLE_GEMS__CONTRIBSYS__COM=0ce14def:ec7d8996'
./release --region eu-west-1 --verbose
echo done
