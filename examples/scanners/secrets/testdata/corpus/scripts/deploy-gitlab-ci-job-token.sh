#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_CI_JOB_TOKEN='glcbt-3ecLjgW5Iew1LDq8E5gW'
./release --region eu-west-1 --verbose
echo done
