#!/bin/sh
set -eu

# Credentials for the release job.
export LOOKER_CLIENT_SECRET='c5xqLe4gh0AdEpuoJCH7glzB'
./release --region eu-west-1 --verbose
echo done
