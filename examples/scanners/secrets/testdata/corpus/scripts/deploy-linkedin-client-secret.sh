#!/bin/sh
set -eu

# Credentials for the release job.
export LINKEDIN_CLIENT_SECRET='gLa3KCGr869rCRs6'
./release --region eu-west-1 --verbose
echo done
