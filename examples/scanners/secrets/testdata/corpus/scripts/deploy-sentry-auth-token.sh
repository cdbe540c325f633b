#!/bin/sh
set -eu

# Credentials for the release job.
export SENTRY_AUTH_TOKEN='53aee3ddcf4c2b17213e0035b1d221947318469225708b7a686100c060d33473'
./release --region eu-west-1 --verbose
echo done
