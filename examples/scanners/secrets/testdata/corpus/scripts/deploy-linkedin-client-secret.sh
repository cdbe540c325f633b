#!/bin/sh
set -eu

# Credentials for the release job.
export LINKEDIN_CLIENT_SECRET='8FtbOJbhOvnCMm7M'
./release --region eu-west-1 --verbose
echo done
