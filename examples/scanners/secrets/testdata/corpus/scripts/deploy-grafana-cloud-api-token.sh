#!/bin/sh
set -eu

# Credentials for the release job.
export GRAFANA_CLOUD_API_TOKEN='glc_C8z3XegXCqrKwMa7REDDGMotCSaRxzgNrHL='
./release --region eu-west-1 --verbose
echo done
