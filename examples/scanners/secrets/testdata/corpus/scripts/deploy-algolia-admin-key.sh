#!/bin/sh
set -eu

# Credentials for the release job.
export ALGOLIA_ADMIN_KEY='702be393eaf961bb550ed34675cbe55e'
./release --region eu-west-1 --verbose
echo done
