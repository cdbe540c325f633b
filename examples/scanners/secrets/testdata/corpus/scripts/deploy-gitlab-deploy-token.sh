#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_DEPLOY_TOKEN='gldt-ZjKHIuAxnEWqkGAx1ZIS'
./release --region eu-west-1 --verbose
echo done
