#!/bin/sh
set -eu

# Credentials for the release job.
export LINKEDIN_CLIENT_SECRET='Y4NsoTJC6X0ocOCb'
./release --region eu-west-1 --verbose
echo done
