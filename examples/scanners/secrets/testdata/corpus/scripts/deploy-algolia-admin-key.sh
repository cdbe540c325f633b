#!/bin/sh
set -eu

# Credentials for the release job.
export ALGOLIA_ADMIN_KEY='fbae2563c5c66769696ab69bb432599d'
./release --region eu-west-1 --verbose
echo done
