#!/bin/sh
set -eu

# Credentials for the release job.
export MESSAGEBIRD_API_KEY='CXG6sgqGUmmCJ11ugQkqxrMKX'
./release --region eu-west-1 --verbose
echo done
