#!/bin/sh
set -eu

# Credentials for the release job.
export LOOKER_CLIENT_SECRET='h24axFMaC2E7xwkAI3BF02Lt'
./release --region eu-west-1 --verbose
echo done
