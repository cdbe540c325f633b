#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_SESSION_COOKIE='_gitlab_session=ng1msezawq16bzvgly6mdpf3ywfgvi0s'
./release --region eu-west-1 --verbose
echo done
