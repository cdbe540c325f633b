#!/bin/sh
set -eu

# Credentials for the release job.
export DATABRICKS_API_TOKEN='dapi9a5e1b033fb593be690c7a51dbda40ef'
./release --region eu-west-1 --verbose
echo done
