#!/bin/sh
set -eu

# Credentials for the release job.
export CONFLUENT_API_SECRET='+MB1NfyHcKKQaIRY/mvLaA/bvw4LgTUgSa7vjh48S34yGJdkgPGVyCIt3mkRN5ec'
./release --region eu-west-1 --verbose
echo done
