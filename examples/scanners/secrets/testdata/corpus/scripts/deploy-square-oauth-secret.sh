#!/bin/sh
set -eu

# Credentials for the release job.
export SQUARE_OAUTH_SECRET='sq0csp-cWLsSYxnnq1JaQMicaYha0gFaygZ0P4ncrq2ZgYrP6G'
./release --region eu-west-1 --verbose
echo done
