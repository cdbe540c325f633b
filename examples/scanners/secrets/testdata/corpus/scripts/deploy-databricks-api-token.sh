#!/bin/sh
set -eu

# Credentials for the release job.
export DATABRICKS_API_TOKEN='dapi29adba3efd1049048fb618dce315a304'
./release --region eu-west-1 --verbose
echo done
