#!/bin/sh
set -eu

# Credentials for the release job.
export SOURCEGRAPH_ACCESS_TOKEN='sgp_e2f46c65d072367c962176800c319c8084eeb29e'
./release --region eu-west-1 --verbose
echo done
