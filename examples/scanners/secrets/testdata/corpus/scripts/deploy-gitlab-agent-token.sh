#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_AGENT_TOKEN='glagent-OGIvmVowxdioF6jlPZGR9OrF-RI-0hWs7vnsrujvdDv_6jSz57'
./release --region eu-west-1 --verbose
echo done
