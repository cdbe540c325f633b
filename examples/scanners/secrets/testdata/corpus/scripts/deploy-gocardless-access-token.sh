#!/bin/sh
set -eu

# Credentials for the release job.
export GOCARDLESS_ACCESS_TOKEN='live_zcg2jTz3Xw05JATrZPu=p4xM5ISnbgEPYFhOhNU6'
./release --region eu-west-1 --verbose
echo done
