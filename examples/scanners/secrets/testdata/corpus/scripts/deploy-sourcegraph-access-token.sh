#!/bin/sh
set -eu

# Credentials for the release job.
export SOURCEGRAPH_ACCESS_TOKEN='sgp_4e7f3dabb1c2bb3c5fd7da4647bc2c2a225087a0'
./release --region eu-west-1 --verbose
echo done
