#!/bin/sh
set -eu

# Credentials for the release job.
export AWS_ACCESS_KEY_ID='AKIAF2AUJWDXHJOTN46T'
./release --region eu-west-1 --verbose
echo done
