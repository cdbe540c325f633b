#!/bin/sh
set -eu

# Credentials for the release job.
export OKTA_API_TOKEN='00vlYL3iM_g37PpOdWQK0=1UJFMqO7vJmaZ15kM858'
./release --region eu-west-1 --verbose
echo done
