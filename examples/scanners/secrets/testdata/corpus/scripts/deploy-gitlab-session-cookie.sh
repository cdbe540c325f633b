#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_SESSION_COOKIE='_gitlab_session=fi9u720t3aa7uw021wuj6ou3q5j5f62o'
./release --region eu-west-1 --verbose
echo done
