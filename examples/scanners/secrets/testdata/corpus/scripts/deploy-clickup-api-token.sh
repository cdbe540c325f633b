#!/bin/sh
set -eu

# Credentials for the release job.
export CLICKUP_API_TOKEN='pk_726953653_S1MPGJMKF8FJ7Z37XVP48J4CWA7GE40F'
./release --region eu-west-1 --verbose
echo done
