#!/bin/sh
set -eu

# Credentials for the release job.
export NEWRELIC_USER_API_KEY='NRAK-iJB1BgnUhTtcpTUtmDDsL9ZUudn'
./release --region eu-west-1 --verbose
echo done
