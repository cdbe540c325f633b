#!/bin/sh
set -eu

# Credentials for the release job.
export HUBSPOT_PAT='pat-na1-c8374324-70f4-6822-c667-bbc331ae879a'
./release --region eu-west-1 --verbose
echo done
