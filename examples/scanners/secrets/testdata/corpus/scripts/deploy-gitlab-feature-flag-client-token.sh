#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_FEATURE_FLAG_CLIENT_TOKEN='glffct-QJ8lJT4Q41xxhbnjViOZ'
./release --region eu-west-1 --verbose
echo done
