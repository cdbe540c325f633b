#!/bin/sh
set -eu

# Credentials for the release job.
export SCALINGO_API_TOKEN='tk-us-FWy2_4vYUWqzI8P21WyQ5bbsD55HxXEP8-jjzsuDf9Fr9omg'
./release --region eu-west-1 --verbose
echo done
