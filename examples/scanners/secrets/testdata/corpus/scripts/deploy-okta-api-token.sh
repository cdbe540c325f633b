#!/bin/sh
set -eu

# Credentials for the release job.
export OKTA_API_TOKEN='00PcUHs_0W7Ky9FX-raiUoxXQEb9Gdwrg6AaRt6rMY'
./release --region eu-west-1 --verbose
echo done
