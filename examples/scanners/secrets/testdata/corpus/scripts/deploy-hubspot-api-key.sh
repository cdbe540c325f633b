#!/bin/sh
set -eu

# Credentials for the release job.
export HUBSPOT_API_KEY='a9039ec9-6f96-8286-db17-acf086c958f9'
./release --region eu-west-1 --verbose
echo done
