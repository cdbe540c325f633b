#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_PAT='glpat-qB_4jpCJBqj1wI11Tfr9'
./release --region eu-west-1 --verbose
echo done
