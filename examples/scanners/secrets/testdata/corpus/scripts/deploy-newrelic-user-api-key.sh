#!/bin/sh
set -eu

# Credentials for the release job.
export NEWRELIC_USER_API_KEY='NRAK-J4KX5DQAUZM25J2W5L55LGHNSNI'
./release --region eu-west-1 --verbose
echo done
