#!/bin/sh
set -eu

# Credentials for the release job.
export BRAINTREE_ACCESS_TOKEN='access_token$production$pj4fw9gbiddb4dtk$33f1b15b119e5e84455d0e865259e4c0'
./release --region eu-west-1 --verbose
echo done
