#!/bin/sh
set -eu

# Credentials for the release job.
export NETLIFY_PAT='nfp_pIQPubuGQEuRXJ4xVNYMkpN46qgLPqRm9aHi'
./release --region eu-west-1 --verbose
echo done
