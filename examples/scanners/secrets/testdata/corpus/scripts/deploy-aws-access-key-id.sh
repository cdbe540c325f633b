#!/bin/sh
set -eu

# Credentials for the release job.
export AWS_ACCESS_KEY_ID='ASIA6YNIZGWYG4OZ7MH5'
./release --region eu-west-1 --verbose
echo done
