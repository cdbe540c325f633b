#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_SESSION_COOKIE='_gitlab_session=k00piv6s9bdgv775bs3z61i2pzaszoz1'
./release --region eu-west-1 --verbose
echo done
