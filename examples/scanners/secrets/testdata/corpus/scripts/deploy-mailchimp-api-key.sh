#!/bin/sh
set -eu

# Credentials for the release job.
export MAILCHIMP_API_KEY='6089f7f4448ba81f3c7f3af923337c16-us45'
./release --region eu-west-1 --verbose
echo done
