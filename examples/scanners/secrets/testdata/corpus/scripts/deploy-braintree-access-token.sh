#!/bin/sh
set -eu

# Credentials for the release job.
export BRAINTREE_ACCESS_TOKEN='access_token$sandbox$nyygtnxubgl9bj8b$ba597117581576fde86bc7170a170cf4'
./release --region eu-west-1 --verbose
echo done
