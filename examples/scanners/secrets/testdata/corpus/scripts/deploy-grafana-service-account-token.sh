#!/bin/sh
set -eu

# Credentials for the release job.
export GRAFANA_SERVICE_ACCOUNT_TOKEN='glsa_6cK7LHyFs8bEozQUxOkZqQWsDVwxtDG5_0be24e09'
./release --region eu-west-1 --verbose
echo done
