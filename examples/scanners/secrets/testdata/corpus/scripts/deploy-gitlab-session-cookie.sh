#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_SESSION_COOKIE='_gitlab_session=jknonzqzlas56pqjhgwvnkml2ighau95'
./release --region eu-west-1 --verbose
echo done
