#!/bin/sh
set -eu

# Credentials for the release job.
export LINKEDIN_CLIENT_SECRET='vYYmEG8fMXTiPo4M'
./release --region eu-west-1 --verbose
echo done
