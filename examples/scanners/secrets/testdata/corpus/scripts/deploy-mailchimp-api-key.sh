#!/bin/sh
set -eu

# Credentials for the release job.
export MAILCHIMP_API_KEY='72b4e5f36255082807fcfc97ae6bcdaf-us52'
./release --region eu-west-1 --verbose
echo done
