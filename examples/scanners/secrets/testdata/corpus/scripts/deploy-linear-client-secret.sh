#!/bin/sh
set -eu

# Credentials for the release job.
export LINEAR_CLIENT_SECRET='85221c77e69f5ca228819a2fb94b3400'
./release --region eu-west-1 --verbose
echo done
