#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_OAUTH_APP_SECRET='gloas-AqeqkH730ZuHY4MUd_FhdEwJj2ryiNzK4KXV8-6PCRkP53kXo0UVkd_FBs3d1Koy'
./release --region eu-west-1 --verbose
echo done
