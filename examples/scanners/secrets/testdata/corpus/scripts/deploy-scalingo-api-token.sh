#!/bin/sh
set -eu

# Credentials for the release job.
export SCALINGO_API_TOKEN='tk-us-H8PyR-0zT--EueWlbF8atHFT7w1m011SEz-ksD8dlC8Koh6X'
./release --region eu-west-1 --verbose
echo done
