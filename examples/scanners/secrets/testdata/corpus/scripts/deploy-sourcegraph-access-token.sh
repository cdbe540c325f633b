#!/bin/sh
set -eu

# Credentials for the release job.
export SOURCEGRAPH_ACCESS_TOKEN='sgp_81Da3DdC7eA453e7CB8143f527f1d6cAC91BAE30'
./release --region eu-west-1 --verbose
echo done
