#!/bin/sh
set -eu

# Credentials for the release job.
export BRAINTREE_ACCESS_TOKEN='access_token$sandbox$44i9a8y4e18qjnjk$10e12557fb7c81e932400b665b8fa98a'
./release --region eu-west-1 --verbose
echo done
