#!/bin/sh
set -eu

# Credentials for the release job.
export GOCARDLESS_ACCESS_TOKEN='live_thAQKU=xY8eqW-dL-Uty4eoDKvNYs-wNQREOlPVV'
./release --region eu-west-1 --verbose
echo done
