#!/bin/sh
set -eu

# Credentials for the release job.
export SQUARESPACE_API_KEY='e52ff336-0ff4-cf24-8ada-fe95c950a982'
./release --region eu-west-1 --verbose
echo done
