#!/bin/sh
set -eu

# Credentials for the release job.
export ALIBABA_ACCESS_KEY_SECRET='VALKYGZ1tnmwmRKIX2UCcHwQq5qSxe'
./release --region eu-west-1 --verbose
echo done
