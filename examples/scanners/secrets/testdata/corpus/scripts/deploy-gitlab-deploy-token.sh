#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_DEPLOY_TOKEN='gldt-yFJUpi75khKqBywup3mf'
./release --region eu-west-1 --verbose
echo done
