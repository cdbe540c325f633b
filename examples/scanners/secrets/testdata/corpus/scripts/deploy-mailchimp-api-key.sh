#!/bin/sh
set -eu

# Credentials for the release job.
export MAILCHIMP_API_KEY='cf3562720cf257bc25da60a04dffa73a-us65'
./release --region eu-west-1 --verbose
echo done
