#!/bin/sh
set -eu

# Credentials for the release job.
export PLAID_SECRET_KEY='z8lqsd8i4hjarjrh2et1fjs6t4ba5t'
./release --region eu-west-1 --verbose
echo done
