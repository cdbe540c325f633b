#!/bin/sh
set -eu

# Credentials for the release job.
export ALGOLIA_ADMIN_KEY='f9ab97515c09910ad5eff1ddcbd2ec25'
./release --region eu-west-1 --verbose
echo done
