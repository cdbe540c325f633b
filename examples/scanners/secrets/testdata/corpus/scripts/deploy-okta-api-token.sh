#!/bin/sh
set -eu

# Credentials for the release job.
export OKTA_API_TOKEN='00YKwsB2RxMT620YYurQ88T4DBKNwOvQnbgDt-wuKm'
./release --region eu-west-1 --verbose
echo done
