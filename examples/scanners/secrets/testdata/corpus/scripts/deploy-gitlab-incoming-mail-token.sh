#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_INCOMING_MAIL_TOKEN='glimt-1iYrQFkT1MevcrmU3qpjfYUfY'
./release --region eu-west-1 --verbose
echo done
