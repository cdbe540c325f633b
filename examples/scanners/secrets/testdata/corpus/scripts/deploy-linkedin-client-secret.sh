#!/bin/sh
set -eu

# Credentials for the release job.
export LINKEDIN_CLIENT_SECRET='bfVHndj1CbYHjeTX'
./release --region eu-west-1 --verbose
echo done
