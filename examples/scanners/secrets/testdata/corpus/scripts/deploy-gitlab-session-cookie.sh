#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_SESSION_COOKIE='_gitlab_session=4wd1maxmotp474cqwv9qgxycu2fqqt42'
./release --region eu-west-1 --verbose
echo done
