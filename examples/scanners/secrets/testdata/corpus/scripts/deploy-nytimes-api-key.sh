#!/bin/sh
set -eu

# Credentials for the release job.
export NYTIMES_API_KEY='dMKetx8tEj2vQa6X6IIpYDgXst3AZ=eN'
./release --region eu-west-1 --verbose
echo done
