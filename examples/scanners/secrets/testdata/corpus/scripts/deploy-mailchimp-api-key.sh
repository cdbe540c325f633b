#!/bin/sh
set -eu

# Credentials for the release job.
export MAILCHIMP_API_KEY='68fa56be206d7589674e86e4b851ed55-us26'
./release --region eu-west-1 --verbose
echo done
