#!/bin/sh
set -eu

# Credentials for the release job.
export SIDEKIQ_SECRET='BUNDLE_GEMS__CONTRIBSYS__COM"      :       54aba5d0:f176098f'
./release --region eu-west-1 --verbose
echo done
