#!/bin/sh
set -eu

# Credentials for the release job.
export GITHUB_APP_TOKEN='ghs_Ib9thCqEaSelhfOP3TfUKYLqSQZUni2i9sRp'
./release --region eu-west-1 --verbose
echo done
