#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_SESSION_COOKIE='_gitlab_session=mxkb0q1fatci2n4e880ombegsyedenro'
./release --region eu-west-1 --verbose
echo done
