#!/bin/sh
set -eu

# Credentials for the release job.
export GRAFANA_SERVICE_ACCOUNT_TOKEN='glsa_e2ikBmzG5QcfwFYxKiBgvuzdEQzmLl5B_fe54cc0a'
./release --region eu-west-1 --verbose
echo done
