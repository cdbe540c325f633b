#!/bin/sh
set -eu

# Credentials for the release job.
export ZENDESK_API_TOKEN='2OtYkawrVfNlCdFKowWtFHX3o6QXAOYBZHGr2dcC'
./release --region eu-west-1 --verbose
echo done
