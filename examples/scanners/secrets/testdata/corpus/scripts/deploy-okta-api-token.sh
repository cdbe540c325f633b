#!/bin/sh
set -eu

# Credentials for the release job.
export OKTA_API_TOKEN='00LvuIRPfqmwlYQHM1nrzQ1dPUI7UmWs319vTRKl72'
./release --region eu-west-1 --verbose
echo done
