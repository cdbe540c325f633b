#!/bin/sh
set -eu

# Credentials for the release job.
export RAPIDAPI_KEY='M7Ztr1aaQS_DJpDAZvNVBCWeKdQBfNXYi5crWpVIY-wxYWi6ti'
./release --region eu-west-1 --verbose
echo done
