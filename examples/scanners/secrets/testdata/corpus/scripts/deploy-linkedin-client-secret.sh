#!/bin/sh
set -eu

# Credentials for the release job.
export LINKEDIN_CLIENT_SECRET='C3lOvYYmEG8fMXTi'
./release --region eu-west-1 --verbose
echo done
