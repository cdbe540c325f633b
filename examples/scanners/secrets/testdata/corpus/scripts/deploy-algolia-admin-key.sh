#!/bin/sh
set -eu

# Credentials for the release job.
export ALGOLIA_ADMIN_KEY='bf78c7576e1940c2b27742a7491a1011'
./release --region eu-west-1 --verbose
echo done
