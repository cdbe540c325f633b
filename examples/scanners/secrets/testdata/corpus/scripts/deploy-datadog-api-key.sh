#!/bin/sh
set -eu

# Credentials for the release job.
export DATADOG_API_KEY='0cb1eeb0525d235cbf461fe8c317609e'
./release --region eu-west-1 --verbose
echo done
