#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_CI_JOB_TOKEN='glcbt-s04vmsayb5jkO_MZsd2G'
./release --region eu-west-1 --verbose
echo done
