#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_CI_JOB_TOKEN='glcbt-UWEx3cQd-XM934dTTQef'
./release --region eu-west-1 --verbose
echo done
