#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_OAUTH_APP_SECRET='gloas-4uAVL4kVmufuz7G2CaQAfVWDW8AuNFA0CLrYMwYUZf44n-adpJoc51ndI1jmHOyK'
./release --region eu-west-1 --verbose
echo done
