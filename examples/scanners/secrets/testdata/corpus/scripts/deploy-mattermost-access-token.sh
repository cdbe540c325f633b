#!/bin/sh
set -eu

# Credentials for the release job.
export MATTERMOST_ACCESS_TOKEN='i0vqanp5lxdr2j786869cb0ug3'
./release --region eu-west-1 --verbose
echo done
