#!/bin/sh
set -eu

# Credentials for the release job.
export COINBASE_API_SECRET='JS0hezmHgk2_b5T1BzLRTIW1BNCjatsmoLYEaH3O1IgyC6CxoryOIbPnJEhUjaQi'
./release --region eu-west-1 --verbose
echo done
