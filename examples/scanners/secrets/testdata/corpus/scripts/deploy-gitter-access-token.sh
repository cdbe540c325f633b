#!/bin/sh
set -eu

# Credentials for the release job.
export GITTER_ACCESS_TOKEN='f4f11bf8437c6f8b4e798d21010414fc92bd71b1'
./release --region eu-west-1 --verbose
echo done
