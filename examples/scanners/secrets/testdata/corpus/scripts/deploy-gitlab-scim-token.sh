#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_SCIM_TOKEN='glsoat-8aJvWRF59ES6zNc9UdRg'
./release --region eu-west-1 --verbose
echo done
