#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_CI_JOB_TOKEN='glcbt-oX6mxmvOBu-7bclKw6r2_7jO'
./release --region eu-west-1 --verbose
echo done
