#!/bin/sh
set -eu

# Credentials for the release job.
export SENDBIRD_API_TOKEN='704e87a37b8e6ff85a332ec47f67c4e50df0ea94'
./release --region eu-west-1 --verbose
echo done
