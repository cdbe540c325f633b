#!/bin/sh
set -eu

# Credentials for the release job.
export DATABRICKS_API_TOKEN='dapidb92bdccb4cb86b264834b224fed883d'
./release --region eu-west-1 --verbose
echo done
