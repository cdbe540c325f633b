#!/bin/sh
set -eu

# Credentials for the release job.
export ADOBE_CLIENT_SECRET='p8e-yNKh5Rusnz9IvzffEyNtMgiN3fVT3nx0'
./release --region eu-west-1 --verbose
echo done
