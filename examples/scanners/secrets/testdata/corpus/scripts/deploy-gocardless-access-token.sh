#!/bin/sh
set -eu

# Credentials for the release job.
export GOCARDLESS_ACCESS_TOKEN='live_itUFbypf_psgbRWWACHzng1l7e1YLJstXnqzFcZ5'
./release --region eu-west-1 --verbose
echo done
