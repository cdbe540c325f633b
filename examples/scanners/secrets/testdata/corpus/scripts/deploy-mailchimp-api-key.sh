#!/bin/sh
set -eu

# Credentials for the release job.
export MAILCHIMP_API_KEY='5f722f43a75a87a21b80994d9bedd144-us99'
./release --region eu-west-1 --verbose
echo done
