#!/bin/sh
set -eu

# Credentials for the release job.
export GRAFANA_SERVICE_ACCOUNT_TOKEN='glsa_4scQOMylXjpnwyoMzykOAJQQPt2zIouO_fe5f8ac4'
./release --region eu-west-1 --verbose
echo done
