#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_DEPLOY_TOKEN='gldt-9UR5tOgFyBxXcz0lxjzj'
./release --region eu-west-1 --verbose
echo done
