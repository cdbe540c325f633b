#!/bin/sh
set -eu

# Credentials for the release job.
export PLAID_SECRET_KEY='rjrh2et1fjs6t4ba5thahtpcuy8pvn'
./release --region eu-west-1 --verbose
echo done
