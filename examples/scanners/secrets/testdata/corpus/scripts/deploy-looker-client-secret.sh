#!/bin/sh
set -eu

# Credentials for the release job.
export LOOKER_CLIENT_SECRET='A1o4azsKcRkmY2PfHt97bCHy'
./release --region eu-west-1 --verbose
echo done
