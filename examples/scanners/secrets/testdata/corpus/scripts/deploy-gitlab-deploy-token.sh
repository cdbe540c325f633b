#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_DEPLOY_TOKEN='gldt-LjgW5Iew1LDq8E5gWqTk'
./release --region eu-west-1 --verbose
echo done
