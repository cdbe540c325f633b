#!/bin/sh
set -eu

# Credentials for the release job.
export NYTIMES_API_KEY='DXzkyCjsgPa2=5phdUXZrkCfSobtdZhm'
./release --region eu-west-1 --verbose
echo done
