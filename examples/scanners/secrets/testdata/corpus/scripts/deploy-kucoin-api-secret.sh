#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_SECRET='6681b13f-6aa1-032c-e1a0-42c79ad77b12'
./release --region eu-west-1 --verbose
echo done
