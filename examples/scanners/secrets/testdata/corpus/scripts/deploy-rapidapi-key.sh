#!/bin/sh
set -eu

# Credentials for the release job.
export RAPIDAPI_KEY='KhD5OM7Ztr1aaQS_DJpDAZvNVBCWeKdQBfNXYi5crWpVIY-wxY'
./release --region eu-west-1 --verbose
echo done
