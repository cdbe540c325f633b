#!/bin/sh
set -eu

# Credentials for the release job.
export BITBUCKET_CLIENT_SECRET='TUU5IUXkvRAgR1SH4oOo_QOO3rGje2anxObQDqHJjLed4YawylnaEeBgxSvRW5cO'
./release --region eu-west-1 --verbose
echo done
