#!/bin/sh
set -eu

# Credentials for the release job.
export RUBYGEMS_API_KEY='rubygems_75d8084698c8c4d412f9e3dd3cfbeaf55216822bee87e992'
./release --region eu-west-1 --verbose
echo done
