#!/bin/sh
set -eu

# Credentials for the release job.
export SENDBIRD_API_TOKEN='010a1cb36bf82766772de3903378a905c7dd4d35'
./release --region eu-west-1 --verbose
echo done
