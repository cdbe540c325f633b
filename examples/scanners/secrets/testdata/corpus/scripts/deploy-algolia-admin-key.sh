#!/bin/sh
set -eu

# Credentials for the release job.
export ALGOLIA_ADMIN_KEY='a5e7073d7a5000f5361ee17a7ab0c3d8'
./release --region eu-west-1 --verbose
echo done
