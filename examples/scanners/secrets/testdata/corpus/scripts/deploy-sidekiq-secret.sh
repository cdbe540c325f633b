#!/bin/sh
set -eu

# Credentials for the release job.
export SIDEKIQ_SECRET='BUNDLE_ENTERPRISE__CONTRIBSYS__COM=28735314:871a6d3d'
./release --region eu-west-1 --verbose
echo done
