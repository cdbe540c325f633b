#!/bin/sh
set -eu

# Credentials for the release job.
export FASTLY_API_TOKEN='kYuH_E9-mxiSwLf1WCLu955Z_roqZ6v3'
./release --region eu-west-1 --verbose
echo done
