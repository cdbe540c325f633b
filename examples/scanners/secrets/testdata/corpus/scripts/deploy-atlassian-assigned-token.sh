#!/bin/sh
set -eu

# Credentials for the release job.
export ATLASSIAN_ASSIGNED_TOKEN='f99RJEiqxZdQVCAANBZD2K7J'
./release --region eu-west-1 --verbose
echo done
