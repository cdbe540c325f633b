#!/bin/sh
set -eu

# Credentials for the release job.
export CONFLUENT_API_SECRET='HSsw3l+ZL7WnqRaQEq+r3qJBFF5SRTYI8YlEP0KLKV3JSru1TMJxZveCOylF9COD'
./release --region eu-west-1 --verbose
echo done
