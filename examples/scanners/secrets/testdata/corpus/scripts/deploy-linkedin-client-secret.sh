#!/bin/sh
set -eu

# Credentials for the release job.
export LINKEDIN_CLIENT_SECRET='hWrydNT4totWspeL'
./release --region eu-west-1 --verbose
echo done
