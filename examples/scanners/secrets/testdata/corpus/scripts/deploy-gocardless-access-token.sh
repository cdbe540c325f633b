#!/bin/sh
set -eu

# Credentials for the release job.
export GOCARDLESS_ACCESS_TOKEN='live_3jc3eUB9LRdq61thAQKU=xY8eqW-dL-Uty4eoDKv'
./release --region eu-west-1 --verbose
echo done
