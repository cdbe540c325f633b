#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_PAT='glpat-sD9R8HbI_bmkOQdMGapM'
./release --region eu-west-1 --verbose
echo done
