#!/bin/sh
set -eu

# Credentials for the release job.
export SENDBIRD_API_TOKEN='ff3331bf167cb92d4aa93f7cd72b52a41cf183c0'
./release --region eu-west-1 --verbose
echo done
