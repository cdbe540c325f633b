#!/bin/sh
set -eu

# Credentials for the release job.
export LOOKER_CLIENT_SECRET='VugHLucBfbIzhGAzM24jzTOo'
./release --region eu-west-1 --verbose
echo done
