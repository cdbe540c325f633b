#!/bin/sh
set -eu

# Credentials for the release job.
export ALGOLIA_ADMIN_KEY='21b76228e31a314e2cfad476bd368103'
./release --region eu-west-1 --verbose
echo done
