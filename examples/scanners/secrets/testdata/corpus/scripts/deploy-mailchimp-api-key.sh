#!/bin/sh
set -eu

# Credentials for the release job.
export MAILCHIMP_API_KEY='6558a4e4e2b7c2c6604147020c891362-us88'
./release --region eu-west-1 --verbose
echo done
