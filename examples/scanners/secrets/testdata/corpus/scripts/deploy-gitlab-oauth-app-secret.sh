#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_OAUTH_APP_SECRET='gloas-y1SM4CHsX_jyDLUKzfm2zu4e9k1CLmOGIvmVowxdioF6jlPZGR9OrF-RI-0hWs7v'
./release --region eu-west-1 --verbose
echo done
